package com.medvigil.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;

import org.junit.jupiter.api.Test;

class PatientCaseDayTest {

    @Test
    void aDateOrDateTimeNamesTheDayAsWrittenWithoutMovingItToAnotherZone() {
        assertThat(PatientCase.dayOf("2024-02-29")).isEqualTo(LocalDate.of(2024, 2, 29));
        assertThat(PatientCase.dayOf("2024-03-01T23:30:00-08:00")).isEqualTo(LocalDate.of(2024, 3, 1));
        assertThat(PatientCase.dayOf("0999-12-31T00:00:00Z")).isEqualTo(LocalDate.of(999, 12, 31));
    }

    @Test
    void whatNamesNoCalendarDayIsNull() {
        assertThat(PatientCase.dayOf(null)).isNull();
        assertThat(PatientCase.dayOf("2024-03")).isNull();
        assertThat(PatientCase.dayOf("2023-02-29")).isNull();
        assertThat(PatientCase.dayOf("2024-13-01")).isNull();
        assertThat(PatientCase.dayOf("2024-00-10")).isNull();
        assertThat(PatientCase.dayOf("2024/03/01")).isNull();
        assertThat(PatientCase.dayOf("20x4-03-01")).isNull();
        assertThat(PatientCase.dayOf("2024-03-+1")).isNull();
        assertThat(PatientCase.dayOf("yesterday!")).isNull();
    }
}
