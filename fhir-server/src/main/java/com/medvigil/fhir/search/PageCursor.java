package com.medvigil.fhir.search;

import java.time.Instant;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.medvigil.fhir.store.RowPosition;
import com.medvigil.fhir.store.SearchOrder;

import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;

/**
 * The position a {@code next} or {@code previous} link continues from, as the value of
 * {@code _cursor}: the links repeat the search and add it. It holds only a position in the
 * result, never data nor a tenant: the search runs again in the tenant of the request that
 * follows the link, so a link shown to another tenant pages through that tenant's own resources.
 * {@code a123} is after row 123, {@code b123} before it; a search sorted by an instant
 * ({@code _lastUpdated} or a date) adds that instant in microseconds ({@code a123.1717000000000000}).
 */
public record PageCursor(boolean backwards, RowPosition position) {

    public static final String PARAMETER = "_cursor";

    private static final Pattern FORM = Pattern.compile("([ab])(\\d{1,19})(?:\\.(-?\\d{1,19}))?");

    public static PageCursor after(RowPosition position) {
        return new PageCursor(false, position);
    }

    public static PageCursor before(RowPosition position) {
        return new PageCursor(true, position);
    }

    /** The cursor a request gives, checked against the order it is used with. */
    public static PageCursor parse(String value, SearchOrder order) {
        Matcher m = FORM.matcher(value);
        boolean sortedByTime = order.key() != SearchOrder.Key.ROW;
        if (!m.matches() || (m.group(3) != null) != sortedByTime) {
            throw new InvalidRequestException("Search parameter " + PARAMETER + " is not a position of this search;"
                    + " use the next and previous links as given");
        }
        try {
            Instant at = m.group(3) == null ? null : fromMicros(Long.parseLong(m.group(3)));
            return new PageCursor("b".equals(m.group(1)), new RowPosition(Long.parseLong(m.group(2)), at));
        } catch (NumberFormatException | ArithmeticException e) {
            throw new InvalidRequestException("Search parameter " + PARAMETER + " is not a position of this search");
        }
    }

    public String value() {
        String value = (backwards ? "b" : "a") + position.rowId();
        return position.sortValue() == null ? value : value + "." + micros(position.sortValue());
    }

    /** The cursor for a page of this order: the instant is kept only when the order needs it. */
    public static PageCursor of(boolean backwards, RowPosition position, SearchOrder order) {
        Instant at = order.key() == SearchOrder.Key.ROW ? null : position.sortValue();
        return new PageCursor(backwards, new RowPosition(position.rowId(), at));
    }

    private static long micros(Instant instant) {
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000L), instant.getNano() / 1_000);
    }

    private static Instant fromMicros(long micros) {
        return Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000L), Math.floorMod(micros, 1_000_000L) * 1_000L);
    }
}
