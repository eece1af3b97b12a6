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
        RenalFunction onlyEgfr = new RenalFunction(40.0, null, null);
        assertThat(onlyEgfr.reading("crcl").value()).isEqualTo(40.0);
        assertThat(onlyEgfr.reading("crcl").exact()).isFalse();
        assertThat(onlyEgfr.reading("egfr").exact()).isTrue();
        assertThat(new RenalFunction(null, null, null).reading("egfr")).isNull();
    }

    @Test
    void bedsideSchwartzForAChild() {
        // 0.413 x 140 cm / 2.0 mg/dL = 28.9 mL/min/1.73m2
        assertThat(RenalFunction.bedsideSchwartz(140.0, 2.0)).isCloseTo(28.91, within(0.01));
        assertThat(RenalFunction.bedsideSchwartz(null, 2.0)).isNull();
    }

    @Test
    void aChildGetsSchwartzNotCockcroftGault() {
        RenalFunction.Estimate estimate = RenalFunction.estimate(null, null, 2.0, 10, 35.0, 140.0, false);
        assertThat(estimate.function().egfr()).isCloseTo(28.91, within(0.01));
        assertThat(estimate.function().crcl()).isNull();
        assertThat(estimate.gap()).isNull();
    }

    @Test
    void aChildWithoutHeightGetsNoEstimateAndASaidReason() {
        RenalFunction.Estimate estimate = RenalFunction.estimate(null, null, 2.0, 10, 35.0, null, false);
        assertThat(estimate.function().egfr()).isNull();
        assertThat(estimate.function().crcl()).isNull();
        assertThat(estimate.gap()).contains("height").contains("Cockcroft-Gault");
    }

    @Test
    void anInfantUnderOneGetsNoFormulaAtAll() {
        RenalFunction.Estimate estimate = RenalFunction.estimate(null, null, 0.4, 0, 7.0, 65.0, true);
        assertThat(estimate.function().egfr()).isNull();
        assertThat(estimate.gap()).contains("under one year");
    }

    @Test
    void aMeasuredValueIsTakenAsGivenForAChild() {
        RenalFunction.Estimate estimate = RenalFunction.estimate(55.0, null, 1.2, 9, 30.0, null, true);
        assertThat(estimate.function().egfr()).isEqualTo(55.0);
        assertThat(estimate.gap()).isNull();
    }

    @Test
    void anAdultStillGetsCockcroftGault() {
        RenalFunction.Estimate estimate = RenalFunction.estimate(null, null, 1.0, 60, 72.0, null, false);
        assertThat(estimate.function().crcl()).isCloseTo(80.0, within(0.01));
    }
}
