package com.medvigil.assessment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.medvigil.engine.PatientCase;
import com.medvigil.model.assessment.RiskLevel;
import com.medvigil.model.patient.ReproductiveStatus;
import com.medvigil.model.patient.Sex;

/**
 * The model's value lists are what the API accepts and stores; the engine, which depends on
 * nothing, keeps enums of its own. Values cross between the two by name, so the names must agree.
 */
class AssessmentVocabularyTest {

    @Test
    void theStoredRiskLevelsAreTheEnginesGrades() {
        assertThat(RiskLevel.names()).isEqualTo(names(com.medvigil.engine.result.RiskLevel.values()));
    }

    @Test
    void theProfilesReproductiveStatusesAreTheEngines() {
        assertThat(names(ReproductiveStatus.values())).isEqualTo(names(PatientCase.ReproductiveStatus.values()));
    }

    @Test
    void theProfilesSexesAreTheEngines() {
        assertThat(names(Sex.values())).isEqualTo(names(PatientCase.Sex.values()));
    }

    private static List<String> names(Enum<?>[] values) {
        return Arrays.stream(values).map(Enum::name).toList();
    }
}
