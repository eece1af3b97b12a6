package com.medvigil.engine.dose;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DoseFormTest {

    @Test
    void readsTheFormAnRxNormNameStates() {
        assertThat(DoseForm.of("Calquence 100 MG Oral Capsule")).isEqualTo(DoseForm.CAPSULE);
        assertThat(DoseForm.of("acalabrutinib 100 MG Oral Tablet")).isEqualTo(DoseForm.TABLET);
        assertThat(DoseForm.of("omeprazole 20 mg caps")).isEqualTo(DoseForm.CAPSULE);
    }

    @Test
    void aNameThatDoesNotSayOrSaysBothIsUnknown() {
        assertThat(DoseForm.of("Calquence")).isEqualTo(DoseForm.UNKNOWN);
        assertThat(DoseForm.of("acalabrutinib 100 mg")).isEqualTo(DoseForm.UNKNOWN);
        assertThat(DoseForm.of("capsule or tablet, 100 mg")).isEqualTo(DoseForm.UNKNOWN);
        assertThat(DoseForm.of(null)).isEqualTo(DoseForm.UNKNOWN);
    }
}
