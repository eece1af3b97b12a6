package com.medvigil.assessment;

import java.util.Set;

import org.springframework.stereotype.Component;

import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The one writer and reader of an assessment's stored list of the FHIR resources it used.
 * Version 2 keeps each stored medicine with the name the engine read it under, so that a finding
 * can be traced to its MedicationStatement or MedicationRequest; version 1 kept the references
 * alone, and reads with null names.
 */
@Component
public class StoredInputs {

    static final int VERSION = 2;
    private static final int REFERENCES_ONLY = 1;

    private final VersionedJson documents;

    StoredInputs(ObjectMapper json) {
        this.documents = new VersionedJson(json, "inputs list", Set.of(REFERENCES_ONLY, VERSION));
    }

    String write(UsedFhirResources used) {
        return documents.write(used, VERSION);
    }

    /** The references used, as the API shows them; null when nothing is stored yet. */
    public InputsFromFhir read(String inputsJson) {
        UsedFhirResources used = usedResources(inputsJson);
        return used == null ? null : used.inputsFromFhir();
    }

    /** The resources used, medicines with their names where the stored version kept them; null when nothing is stored yet. */
    public UsedFhirResources usedResources(String inputsJson) {
        if (inputsJson == null) {
            return null;
        }
        VersionedJson.Read stored = documents.read(inputsJson);
        if (stored.version() == REFERENCES_ONLY) {
            InputsFromFhir references = documents.bind(stored.document(), InputsFromFhir.class);
            return new UsedFhirResources(references.medications().stream()
                    .map(reference -> new UsedFhirResources.StoredMedication(reference, null)).toList(),
                    references.conditions(), references.allergies(), references.labs());
        }
        return documents.bind(stored.document(), UsedFhirResources.class);
    }
}
