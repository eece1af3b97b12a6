package com.medvigil.assessment.web;

import java.util.List;

import com.medvigil.assessment.AllergyItem;
import com.medvigil.assessment.ClinicalRequest;
import com.medvigil.assessment.ConditionItem;
import com.medvigil.assessment.LabItem;
import com.medvigil.assessment.MedicationItem;
import com.medvigil.assessment.SocialHistoryItem;
import com.medvigil.assessment.VitalsItem;
import com.medvigil.patient.web.PatientRequest;

/**
 * The body of {@code POST /v1/assessments} (spec 2.4): the patient block, which goes onto the
 * patient's profile, and the clinical items, which the assessment feature checks and stores.
 */
public record AssessmentRequest(PatientRequest patient, List<MedicationItem> medications,
                                List<ConditionItem> conditions, List<AllergyItem> allergies, VitalsItem vitals,
                                List<LabItem> labs, SocialHistoryItem socialHistory) {

    ClinicalRequest clinicalRequest() {
        return new ClinicalRequest(medications, conditions, allergies, vitals, labs, socialHistory);
    }
}
