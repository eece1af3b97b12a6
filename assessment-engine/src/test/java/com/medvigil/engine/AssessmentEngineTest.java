package com.medvigil.engine;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.medvigil.engine.result.RiskLevel;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class AssessmentEngineTest {

    private final AssessmentEngine engine = EngineFixture.ENGINE;
    private final ObjectMapper mapper = new ObjectMapper();

    private static PatientCase complexPatient() {
        return Patients.aged(78).female().weighing(58)
                .taking("warfarin 5 MG", 5, "mg", "daily")
                .taking("Norco", 1, "tablet", "q6h prn")
                .taking("sertraline 50 MG", 50, "mg", "daily")
                .taking("Lisinopril 10 MG Oral Tablet", 10, "mg", "daily")
                .taking("Aldactone 25 MG")
                .with("Heart failure", "CKD stage 3")
                .allergicTo("Penicillin", "hives")
                .lab("eGFR", 38, null).lab("Potassium", 5.4, "mmol/L").lab("INR", 3.8, null)
                .social("moderate", "former", null, false)
                .build();
    }

    @Test
    void theSameCaseAlwaysGivesTheSameResult() throws Exception {
        String first = mapper.writeValueAsString(engine.assess(complexPatient()));
        String second = mapper.writeValueAsString(engine.assess(complexPatient()));
        assertThat(second).isEqualTo(first);
    }

    @Test
    void concurrentAssessmentsAgreeWithASingleOne() throws Exception {
        String expected = mapper.writeValueAsString(engine.assess(complexPatient()));
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<String>> results = IntStream.range(0, 32)
                    .mapToObj(i -> pool.submit(() -> mapper.writeValueAsString(engine.assess(complexPatient())))).toList();
            for (Future<String> result : results) {
                assertThat(result.get()).isEqualTo(expected);
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void aPatientWithNothingFoundGetsMildAndAShortHonestNarrative() {
        EngineResult result = engine.assess(Patients.aged(40).male().taking("amlodipine 5 MG", 5, "mg", "daily").build());
        assertThat(result.riskLevel()).isEqualTo(RiskLevel.MILD);
        assertThat(result.findings()).isEmpty();
        assertThat(result.summary()).startsWith("MILD: no safety problems found for 1 medicine");
        assertThat(result.narrative().generalExplanation()).contains("found nothing").contains("not a guarantee");
        assertThat(result.narrative().pharmacologicalExplanation()).isEmpty();
        assertThat(result.narrative().references()).isEmpty();
    }

    @Test
    void unrecognisedMedicinesAreReportedNotDropped() {
        EngineResult result = engine.assess(Patients.aged(40).male().taking("Zorblaxifen 10 MG").build());
        assertThat(result.unrecognizedMedications()).containsExactly("Zorblaxifen 10 MG");
        assertThat(result.medications()).singleElement().satisfies(m -> assertThat(m.assessed()).isFalse());
        assertThat(result.summary()).contains("Incomplete check: 1 medicine not recognised, so not checked");
        assertThat(result.incomplete()).isTrue();
    }

    @Test
    void tailoredAdviceUsesThePatientsOwnContext() {
        EngineResult result = engine.assess(complexPatient());
        assertThat(result.narrative().tailoredAdvice()).contains("78 years old").contains("eGFR 38");
        assertThat(result.riskLevel()).isEqualTo(RiskLevel.SEVERE);
    }

    @Test
    void exposesTheKnowledgeVersion() {
        assertThat(engine.knowledgeVersion()).isNotBlank();
        assertThat(engine.assess(complexPatient()).knowledgeVersion()).isEqualTo(engine.knowledgeVersion());
    }
}
