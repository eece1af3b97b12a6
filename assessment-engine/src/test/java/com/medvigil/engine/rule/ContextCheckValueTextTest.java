package com.medvigil.engine.rule;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** How a finding writes the reading or dose it judged: rounded, but never past the threshold or to nothing. */
class ContextCheckValueTextTest {

    @Test
    void aReadingIsRoundedOnlyAsFarAsItStaysOnItsSideOfTheThreshold() {
        assertThat(ContextCheck.shown(3.14159, 2.0, null)).isEqualTo("3.1");
        assertThat(ContextCheck.shown(2.04, 2.0, null)).isEqualTo("2.04");
        assertThat(ContextCheck.shown(152.4, 150.0, null)).isEqualTo("152");
    }

    @Test
    void aSmallReadingIsNeverWrittenAsZero() {
        assertThat(ContextCheck.shown(0.04, null, 0.1)).isEqualTo("0.04");
        assertThat(ContextCheck.shown(0.005, null, 0.1)).isEqualTo("0.005");
        assertThat(ContextCheck.shown(0.0, null, 0.1)).isEqualTo("0");
    }

    @Test
    void wholeNumbersAreBareAndOthersTakeTwoDecimals() {
        assertThat(ContextCheck.format(2.0)).isEqualTo("2");
        assertThat(ContextCheck.format(0.333)).isEqualTo("0.33");
        assertThat(ContextCheck.format(12.5)).isEqualTo("12.5");
    }
}
