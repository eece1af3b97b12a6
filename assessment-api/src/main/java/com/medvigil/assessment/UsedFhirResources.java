package com.medvigil.assessment;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The stored FHIR resources an assessment used, each medicine with the name the engine read it
 * under: findings name medicines by that name, so it is what ties a finding to the
 * MedicationStatement or MedicationRequest behind it. Assessments stored before the names were
 * kept (inputs list version 1) have null names.
 */
public record UsedFhirResources(List<StoredMedication> medications, List<String> conditions, List<String> allergies,
                                List<String> labs) {

    public UsedFhirResources {
        medications = List.copyOf(medications);
        conditions = List.copyOf(conditions);
        allergies = List.copyOf(allergies);
        labs = List.copyOf(labs);
    }

    /** The lists by reference only, as {@code GET /v1/assessments/{id}} shows them. */
    public InputsFromFhir inputsFromFhir() {
        return new InputsFromFhir(medications.stream().map(StoredMedication::reference).toList(), conditions, allergies,
                labs);
    }

    /**
     * The stored medicine the engine read under this name. There is at most one: a stored medicine
     * with the same ingredients as one already taken (from the request or stored) is left out.
     */
    public Optional<String> medicationNamed(String name) {
        return medications.stream().filter(medication -> Objects.equals(medication.name(), name))
                .map(StoredMedication::reference).findFirst();
    }

    /** A stored medicine the engine read: its FHIR reference ("MedicationRequest/123") and its name there. */
    public record StoredMedication(String reference, String name) {
    }
}
