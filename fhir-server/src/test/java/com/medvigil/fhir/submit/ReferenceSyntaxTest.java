package com.medvigil.fhir.submit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ReferenceSyntaxTest {

    @ParameterizedTest
    @ValueSource(strings = {"Patient/123", "Patient/a-b.c/_history/2", "urn:uuid:9f0c6bb4-1d5e-4a44-8c1b-3f1b8d5a1e01",
            "https://ehr.example.org/fhir/Patient/1", "#med1", "urn:oid:1.2.840.10008",
            "Practitioner?identifier=http://hl7.org/fhir/sid/us-npi|9999999999"})
    void theFormsEhrsWriteAreWellFormed(String reference) {
        assertThat(ReferenceSyntax.isWellFormed(reference)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "123", "Patient/", "patient/1", "Patient/has space", "urn:uuid:not-a-uuid", "ftp://x/1"})
    void anythingElseIsNot(String reference) {
        assertThat(ReferenceSyntax.isWellFormed(reference)).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Patient/p1", "https://ehr.example.org/fhir/Patient/p1", "Patient/p1/_history/3"})
    void aPatientIdIsFoundInRelativeAndAbsoluteReferences(String reference) {
        var matcher = ReferenceSyntax.PATIENT_ID.matcher(reference);
        assertThat(matcher.matches()).isTrue();
        assertThat(matcher.group(1)).isEqualTo("p1");
    }
}
