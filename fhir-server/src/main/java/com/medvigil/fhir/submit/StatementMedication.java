package com.medvigil.fhir.submit;

import com.medvigil.model.patient.MedicationUse;

/**
 * What one MedicationStatement or MedicationRequest ({@code sourceType}) means for the patient's
 * stored medication inputs: {@code use} when it is one (taken, prescribed, or recently stopped with
 * an end date the engine weighs for washout), null when it says the patient does not, or no longer,
 * take the medication.
 */
record StatementMedication(String sourceType, String statementId, String patientFhirId, MedicationUse use) {
}
