package com.medvigil.fhir.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;

import org.junit.jupiter.api.Test;

class FhirDateRangeTest {

    private static FhirDateRange range(String low, String high) {
        return new FhirDateRange(Instant.parse(low), Instant.parse(high));
    }

    @Test
    void aYearIsTheWholeYear() {
        assertThat(FhirDateRange.parse("2020")).isEqualTo(range("2020-01-01T00:00:00Z", "2021-01-01T00:00:00Z"));
    }

    @Test
    void aMonthIsTheWholeMonthLeapDaysIncluded() {
        assertThat(FhirDateRange.parse("2020-02")).isEqualTo(range("2020-02-01T00:00:00Z", "2020-03-01T00:00:00Z"));
        assertThat(FhirDateRange.parse("2020-12")).isEqualTo(range("2020-12-01T00:00:00Z", "2021-01-01T00:00:00Z"));
    }

    @Test
    void aDayIsTheWholeDayInUtc() {
        assertThat(FhirDateRange.parse("2020-02-29")).isEqualTo(range("2020-02-29T00:00:00Z", "2020-03-01T00:00:00Z"));
    }

    @Test
    void aTimeIsTheWholeMinuteSecondOrFractionItNames() {
        assertThat(FhirDateRange.parse("2020-05-10T10:15")).isEqualTo(range("2020-05-10T10:15:00Z", "2020-05-10T10:16:00Z"));
        assertThat(FhirDateRange.parse("2020-05-10T10:15:30Z")).isEqualTo(range("2020-05-10T10:15:30Z", "2020-05-10T10:15:31Z"));
        assertThat(FhirDateRange.parse("2020-05-10T10:15:30.25Z"))
                .isEqualTo(range("2020-05-10T10:15:30.250Z", "2020-05-10T10:15:30.260Z"));
        assertThat(FhirDateRange.parse("2020-05-10T10:15:30.123456Z"))
                .isEqualTo(range("2020-05-10T10:15:30.123456Z", "2020-05-10T10:15:30.123457Z"));
    }

    @Test
    void anOffsetMovesTheRangeToUtc() {
        assertThat(FhirDateRange.parse("2020-05-10T10:15:30+02:00"))
                .isEqualTo(range("2020-05-10T08:15:30Z", "2020-05-10T08:15:31Z"));
        assertThat(FhirDateRange.parse("2020-12-31T23:30:00-05:00"))
                .isEqualTo(range("2021-01-01T04:30:00Z", "2021-01-01T04:30:01Z"));
    }

    @Test
    void whatIsNoFhirDateIsRefusedNamingTheValue() {
        for (String bad : new String[] {"20", "2020-13", "2020-02-30", "2020-05-10T25:00", "2020-05-10 10:00", "yesterday", ""}) {
            assertThatThrownBy(() -> FhirDateRange.parse(bad)).as(bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("'" + bad + "'");
        }
    }
}
