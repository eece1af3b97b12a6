package com.medvigil.assessment.fhirinput;

import static org.assertj.core.api.Assertions.assertThat;

import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Coding;
import org.junit.jupiter.api.Test;

class SmokingStatusReaderTest {

    private static CodeableConcept answer(String display) {
        return new CodeableConcept().addCoding(new Coding().setDisplay(display));
    }

    @Test
    void readsTheAnswersByTheirWords() {
        assertThat(SmokingStatusReader.status(answer("Never smoker"))).contains("never");
        assertThat(SmokingStatusReader.status(answer("Never smoked tobacco (finding)"))).contains("never");
        assertThat(SmokingStatusReader.status(answer("Former smoker"))).contains("former");
        assertThat(SmokingStatusReader.status(answer("Ex-smoker (finding)"))).contains("former");
        assertThat(SmokingStatusReader.status(answer("Current every day smoker"))).contains("current");
        assertThat(SmokingStatusReader.status(answer("Current some day smoker"))).contains("current");
        assertThat(SmokingStatusReader.status(answer("Heavy tobacco smoker"))).contains("current");
        assertThat(SmokingStatusReader.status(new CodeableConcept().setText("Light tobacco smoker"))).contains("current");
    }

    @Test
    void anAnswerThatDoesNotSayLeavesSmokingUnrecorded() {
        assertThat(SmokingStatusReader.status(answer("Unknown if ever smoked"))).isEmpty();
        assertThat(SmokingStatusReader.status(answer("Smoker, current status unknown"))).isEmpty();
        assertThat(SmokingStatusReader.status(new CodeableConcept())).isEmpty();
    }

    @Test
    void readsTheFixturesSnomedCodesWithoutADisplay() {
        String snomed = "http://snomed.info/sct";
        assertThat(SmokingStatusReader.status(new CodeableConcept().addCoding(new Coding(snomed, "449868002", null))))
                .contains("current");
        assertThat(SmokingStatusReader.status(new CodeableConcept().addCoding(new Coding(snomed, "8517006", null))))
                .contains("former");
        assertThat(SmokingStatusReader.status(new CodeableConcept().addCoding(new Coding(snomed, "266919005", null))))
                .contains("never");
    }
}
