package com.medvigil.assessment.fhirinput;

import java.util.List;

import com.medvigil.engine.PatientCase;

/** The engine inputs read from one patient's FHIR resources, each with the reference it came from. */
public record FhirClinicalInputs(List<Sourced<PatientCase.Medication>> medications,
                                 List<Sourced<PatientCase.Condition>> conditions,
                                 List<Sourced<PatientCase.Allergy>> allergies,
                                 List<Sourced<PatientCase.Lab>> labs) {
}
