package com.medvigil.engine.dose;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class RenalFunctionTest {

    @Test
    void cockcroftGaultForAWoman() {
        // (140 - 80) x 50 / (72 x 2.0) x 0.85 = 17.7 mL/min
        assertThat(RenalFunction.cockcroftGault(80, 50.0, 2.0, true)).isCloseTo(17.71, within(0.01));
    }

    @Test
    void cockcroftGaultForAMan() {
        assertThat(RenalFunction.cockcroftGault(60, 72.0, 1.0, false)).isCloseTo(80.0, within(0.01));
    }

    @Test
    void missingInputsGiveNoEstimate() {
        assertThat(RenalFunction.cockcroftGault(60, null, 1.0, false)).isNull();
        assertThat(RenalFunction.cockcroftGault(60, 70.0, 1.0, null)).isNull();
    }

    @Test
    void theOtherMeasureStandsInWhenOneIsMissing() {
        RenalFunction onlyEgfr = new RenalFunction(40.0, null);
        assertThat(onlyEgfr.reading("crcl").value()).isEqualTo(40.0);
        assertThat(onlyEgfr.reading("crcl").exact()).isFalse();
        assertThat(onlyEgfr.reading("egfr").exact()).isTrue();
        assertThat(new RenalFunction(null, null).reading("egfr")).isNull();
    }
}
