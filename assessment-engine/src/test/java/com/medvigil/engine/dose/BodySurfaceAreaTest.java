package com.medvigil.engine.dose;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class BodySurfaceAreaTest {

    @Test
    void mostellerForAnAdult() {
        // sqrt(170 x 70 / 3600) = 1.818 m2
        assertThat(BodySurfaceArea.mosteller(170.0, 70.0)).isCloseTo(1.818, within(0.001));
    }

    @Test
    void noAreaWithoutHeightOrWeight() {
        assertThat(BodySurfaceArea.mosteller(null, 70.0)).isNull();
        assertThat(BodySurfaceArea.mosteller(170.0, null)).isNull();
        assertThat(BodySurfaceArea.mosteller(0.0, 70.0)).isNull();
    }
}
