package com.medvigil.fhir.submit;

import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Medication;

import com.medvigil.fhir.store.FhirResources;
import com.medvigil.fhir.store.ResourceKey;

import ca.uhn.fhir.parser.DataFormatException;
import ca.uhn.fhir.parser.IParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The Medications a bundle's statements and requests may reference: the bundle's own Medication
 * entries (kept when HAPI reads their code), else one the tenant sent in an earlier bundle, as an
 * assessment will find it. One per bundle: a parser is not safe to share between threads.
 */
final class KnownMedications implements MedicationCodes {

    private static final String PREFIX = "Medication/";

    private final Map<String, BundleMedication> inBundle = new LinkedHashMap<>();
    private final Map<String, Optional<CodeableConcept>> stored = new HashMap<>();
    private final FhirResources storedResources;
    private final IParser parser;

    KnownMedications(SubmittedBundle bundle, FhirResources storedResources, IParser parser) {
        this.storedResources = storedResources;
        this.parser = parser;
        for (BundleEntry entry : bundle.entries()) {
            if (entry.medicationCode() != null) {
                codeOf(entry.medicationCode()).ifPresent(code -> inBundle.put(entry.relativeReference(),
                        new BundleMedication(entry.id(), entry.medicationCode(), code)));
            }
        }
    }

    /** The bundle's Medications to keep. */
    Collection<BundleMedication> ofBundle() {
        return inBundle.values();
    }

    @Override
    public CodeableConcept codeOf(String reference) {
        BundleMedication medication = inBundle.get(reference);
        if (medication != null) {
            return medication.code();
        }
        if (reference == null || !reference.startsWith(PREFIX)) {
            return null;
        }
        return stored.computeIfAbsent(reference, key -> storedResources
                        .find(new ResourceKey("Medication", key.substring(PREFIX.length())))
                        .map(kept -> parser.parseResource(Medication.class, kept.json()).getCode()))
                .orElse(null);
    }

    /** A code HAPI cannot read as a CodeableConcept names nothing: such a Medication is not kept. */
    private Optional<CodeableConcept> codeOf(JsonNode codeJson) {
        ObjectNode medication = JsonNodeFactory.instance.objectNode().put("resourceType", "Medication");
        medication.set("code", codeJson);
        try {
            return Optional.of(parser.parseResource(Medication.class, medication.toString()).getCode());
        } catch (EntryProblem | DataFormatException unreadable) {
            return Optional.empty();
        }
    }
}
