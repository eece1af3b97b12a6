package com.medvigil.fhir.submit;

import com.medvigil.patient.MedicationUse;

/**
 * What one MedicationStatement means for the patient's active medications: {@code use} when the
 * patient takes it (status active, intended or on-hold), null when the statement says they do
 * not, or no longer, take it.
 */
record StatementMedication(String statementId, String patientFhirId, MedicationUse use) {
}
