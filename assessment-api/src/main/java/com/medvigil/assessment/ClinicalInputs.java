package com.medvigil.assessment;

import java.util.List;

import com.medvigil.engine.PatientCase;

/**
 * An assessment request's clinical content in the engine's terms, every field checked: what the
 * worker merges with the patient's profile and stored FHIR data.
 */
public record ClinicalInputs(List<PatientCase.Medication> medications, List<PatientCase.Condition> conditions,
                             List<PatientCase.Allergy> allergies, PatientCase.Vitals vitals,
                             List<PatientCase.Lab> labs, PatientCase.SocialHistory socialHistory) {
}
