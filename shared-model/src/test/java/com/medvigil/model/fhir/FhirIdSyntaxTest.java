package com.medvigil.model.fhir;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FhirIdSyntaxTest {

    @Test
    void anIdIsOneToSixtyFourLettersDigitsHyphensAndDots() {
        assertThat(FhirIdSyntax.isValid("a")).isTrue();
        assertThat(FhirIdSyntax.isValid("Patient-123.v2")).isTrue();
        assertThat(FhirIdSyntax.isValid("x".repeat(64))).isTrue();
    }

    @Test
    void anythingElseIsNoId() {
        assertThat(FhirIdSyntax.isValid(null)).isFalse();
        assertThat(FhirIdSyntax.isValid("")).isFalse();
        assertThat(FhirIdSyntax.isValid("x".repeat(65))).isFalse();
        assertThat(FhirIdSyntax.isValid("has space")).isFalse();
        assertThat(FhirIdSyntax.isValid("under_score")).isFalse();
        assertThat(FhirIdSyntax.isValid("Patient/1")).isFalse();
    }
}
