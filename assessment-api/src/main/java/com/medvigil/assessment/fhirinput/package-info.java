/**
 * The one reader of clinical inputs from FHIR: MedicationStatements, MedicationRequests,
 * Conditions, AllergyIntolerances and Observations become the engine's medications, conditions,
 * allergies and labs here, and nowhere else. Assessments read what a tenant stored through
 * {@code $submit} with it ({@code StoredClinicalData}), and {@code $submit} asks it which
 * medicines it could not check ({@link com.medvigil.assessment.fhirinput.EngineMedicationCheck}),
 * so a warning at ingestion and the input of an assessment never disagree.
 */
package com.medvigil.assessment.fhirinput;
