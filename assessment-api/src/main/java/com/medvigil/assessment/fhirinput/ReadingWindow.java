package com.medvigil.assessment.fhirinput;

import java.time.LocalDate;

import com.medvigil.engine.PatientCase;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The days in which a laboratory or vital-sign reading counts as recent for an assessment: the
 * last {@value #DAYS} days up to the day it runs. A year-old potassium says little about today.
 */
public record ReadingWindow(LocalDate oldest, LocalDate newest) {

    static final int DAYS = 365;

    public static ReadingWindow endingOn(LocalDate asOf) {
        return new ReadingWindow(asOf.minusDays(DAYS), asOf);
    }

    /** Whether a reading taken on this day (UTC) is recent. */
    boolean holds(LocalDate observed) {
        return !observed.isBefore(oldest) && !observed.isAfter(newest);
    }

    /**
     * Whether an Observation, still as JSON, may give a recent reading: lets a caller pass over the
     * old readings of a long record without parsing each with HAPI. Only {@code effectiveDateTime}
     * dates a reading (the reader takes no other), and its day is compared with a day's margin either
     * side, since the reader compares the UTC day; a value it cannot read is left to the reader.
     */
    public boolean mayHoldReadingOf(JsonNode observation) {
        JsonNode effective = observation.get("effectiveDateTime");
        if (effective == null || !effective.isTextual()) {
            return false;
        }
        LocalDate day = PatientCase.dayOf(effective.asText());
        return day == null || !day.isBefore(oldest.minusDays(1)) && !day.isAfter(newest.plusDays(1));
    }

    /**
     * Removes from a Bundle's entries the Observations that cannot give a recent reading, before
     * anything parses them: a labs search may return years of readings, of which an assessment reads
     * the last year's, and parsing the others with HAPI was most of a CDS Hooks call's work.
     */
    public void dropOlderReadings(ObjectNode bundle) {
        if (!(bundle.get("entry") instanceof ArrayNode entries)) {
            return;
        }
        for (int i = entries.size() - 1; i >= 0; i--) {
            JsonNode resource = entries.get(i).path("resource");
            if ("Observation".equals(resource.path("resourceType").asText()) && !mayHoldReadingOf(resource)) {
                entries.remove(i);
            }
        }
    }
}
