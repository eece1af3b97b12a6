package com.medvigil.assessment.fhirinput;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

class ReadingWindowTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final ReadingWindow window = ReadingWindow.endingOn(LocalDate.parse("2026-11-26"));

    @Test
    void aReadingOfLastMonthMayBeRecent() {
        assertThat(window.mayHoldReadingOf(takenAt("2026-10-26T08:00:00Z"))).isTrue();
    }

    @Test
    void aReadingOnTheFirstDayOfTheWindowMayBeRecentWhateverItsTimeZone() {
        assertThat(window.mayHoldReadingOf(takenAt("2025-11-26T23:30:00-10:00"))).isTrue();
        assertThat(window.mayHoldReadingOf(takenAt("2025-11-25T23:30:00-10:00"))).isTrue();
    }

    @Test
    void aReadingTwoYearsOldIsPassedOver() {
        assertThat(window.mayHoldReadingOf(takenAt("2024-11-26T08:00:00Z"))).isFalse();
    }

    @Test
    void aReadingDatedAfterTheAssessmentIsPassedOver() {
        assertThat(window.mayHoldReadingOf(takenAt("2026-12-01T08:00:00Z"))).isFalse();
    }

    @Test
    void anObservationWithoutAnEffectiveDateTimeGivesNoReading() {
        ObjectNode observation = JSON.createObjectNode().put("resourceType", "Observation");
        observation.putObject("effectivePeriod").put("start", "2026-11-01");
        assertThat(window.mayHoldReadingOf(observation)).isFalse();
    }

    @Test
    void aDateItCannotReadIsLeftToTheReader() {
        assertThat(window.mayHoldReadingOf(takenAt("2026-13-45T08:00:00Z"))).isTrue();
        assertThat(window.mayHoldReadingOf(takenAt("2026"))).isTrue();
    }

    @Test
    void theWindowHoldsTheLastYearUpToTheDayOfTheAssessment() {
        assertThat(window.holds(LocalDate.parse("2025-11-26"))).isTrue();
        assertThat(window.holds(LocalDate.parse("2025-11-25"))).isFalse();
        assertThat(window.holds(LocalDate.parse("2026-11-26"))).isTrue();
        assertThat(window.holds(LocalDate.parse("2026-11-27"))).isFalse();
    }

    private static ObjectNode takenAt(String effectiveDateTime) {
        return JSON.createObjectNode().put("resourceType", "Observation").put("effectiveDateTime", effectiveDateTime);
    }
}
