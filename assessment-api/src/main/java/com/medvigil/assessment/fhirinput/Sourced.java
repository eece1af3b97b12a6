package com.medvigil.assessment.fhirinput;

/** An engine input and the FHIR resource it was read from ("MedicationStatement/123"). */
public record Sourced<T>(T input, String reference) {
}
