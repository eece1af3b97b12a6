package com.medvigil.engine.dose;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class NamedStrengthTest {

    @Test
    void twoStrengthsOfOneProductDifferOnlyInTheirStrength() {
        NamedStrength ten = NamedStrength.of("hydrocortisone 10 MG Oral Tablet").orElseThrow();
        NamedStrength five = NamedStrength.of("Hydrocortisone 5.0 mg Oral Tablet").orElseThrow();
        assertThat(ten.product()).isEqualTo(five.product()).isEqualTo("hydrocortisone oral tablet");
        assertThat(ten.strength()).isEqualTo("10mg");
        assertThat(five.strength()).isEqualTo("5mg");
    }

    @Test
    void anotherSaltOrReleaseFormIsAnotherProductAndANameWithoutAStrengthGivesNone() {
        assertThat(NamedStrength.of("metoprolol tartrate 25 MG Oral Tablet").orElseThrow().product())
                .isNotEqualTo(NamedStrength.of("metoprolol succinate 50 MG Extended Release Oral Tablet").orElseThrow()
                        .product());
        assertThat(NamedStrength.of("Triumeq Oral Tablet")).isEmpty();
    }
}
