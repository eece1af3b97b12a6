package com.medvigil.fhir.everything;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.medvigil.fhir.search.PageCursor;
import com.medvigil.fhir.store.RowPosition;

import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;

/**
 * Where a {@code $everything} next or previous link continues: after or before a position within
 * one part of the record, written as the part's number followed by the stored types'
 * {@link PageCursor} for that part's order ({@code 5a812} is after row 812 of the Observations,
 * {@code 5b812} before it). Like theirs, it holds no data and no tenant, only a position.
 */
record EverythingCursor(EverythingPart part, PageCursor inPart) {

    private static final Pattern FORM = Pattern.compile("(\\d)([ab].*)");

    EverythingCursor {
        inPart = PageCursor.of(inPart.backwards(), inPart.position(), part.order());
    }

    static EverythingCursor after(EverythingPart part, RowPosition position) {
        return new EverythingCursor(part, PageCursor.after(position));
    }

    static EverythingCursor before(EverythingPart part, RowPosition position) {
        return new EverythingCursor(part, PageCursor.before(position));
    }

    static EverythingCursor parse(String value) {
        Matcher m = FORM.matcher(value);
        int part = m.matches() ? Integer.parseInt(m.group(1)) : -1;
        if (part < 0 || part >= EverythingPart.values().length) {
            throw notAPosition();
        }
        EverythingPart everythingPart = EverythingPart.values()[part];
        try {
            return new EverythingCursor(everythingPart, PageCursor.parse(m.group(2), everythingPart.order()));
        } catch (InvalidRequestException e) {
            throw notAPosition();
        }
    }

    /** True for a previous link's cursor: the page ends before the position. */
    boolean backwards() {
        return inPart.backwards();
    }

    RowPosition position() {
        return inPart.position();
    }

    String value() {
        return part.ordinal() + inPart.value();
    }

    private static InvalidRequestException notAPosition() {
        return new InvalidRequestException("Parameter " + PageCursor.PARAMETER + " is not a position of $everything;"
                + " use the next and previous links as given");
    }
}
