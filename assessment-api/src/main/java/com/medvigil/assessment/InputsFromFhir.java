package com.medvigil.assessment;

import java.util.List;

/** Which stored FHIR resources an assessment used, by kind ("MedicationStatement/123"). */
public record InputsFromFhir(List<String> medications, List<String> conditions, List<String> allergies,
                             List<String> labs) {
}
