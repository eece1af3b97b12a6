package com.medvigil.fhir.deployment;

import org.springframework.stereotype.Component;

import com.medvigil.engine.AssessmentEngine;
import com.medvigil.fhir.submit.MedicationVocabulary;

/** The medications FHIR ingestion can vouch for: those the assessment engine recognises. */
@Component
class EngineMedicationVocabulary implements MedicationVocabulary {

    private final AssessmentEngine engine;

    EngineMedicationVocabulary(AssessmentEngine engine) {
        this.engine = engine;
    }

    @Override
    public boolean recognizes(String name, String rxNormCode) {
        return engine.recognize(name == null ? "" : name, rxNormCode).recognized();
    }
}
