package com.medvigil.fhir.submit;

import org.hl7.fhir.r4.model.Resource;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.IndexValues;
import com.medvigil.patient.PatientDetails;

/**
 * An entry that passed every check, ready to store: its resource with references resolved, the
 * JSON to store (null for a stub patient, which has none), its search values, and for a Patient
 * what it says about the profile.
 */
record AcceptedEntry(int index, ServedType type, Resource resource, SubmittedJson json, IndexValues searchValues,
                     PatientDetails patientDetails) {
}
