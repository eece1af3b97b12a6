package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.Test;

/** The disable period in a webhook's notice reads as it was configured. */
class DurationTextTest {

    @Test
    void aPeriodIsWrittenInTheLargestUnitThatDividesIt() {
        assertThat(DurationText.of(Duration.ofDays(3))).isEqualTo("3 days");
        assertThat(DurationText.of(Duration.ofDays(1))).isEqualTo("1 day");
        assertThat(DurationText.of(Duration.ofHours(36))).isEqualTo("36 hours");
        assertThat(DurationText.of(Duration.ofMinutes(90))).isEqualTo("90 minutes");
        assertThat(DurationText.of(Duration.ofSeconds(61))).isEqualTo("61 seconds");
    }
}
