package com.medvigil.assessment;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import org.hl7.fhir.r4.model.AllergyIntolerance;
import org.hl7.fhir.r4.model.Condition;
import org.hl7.fhir.r4.model.Medication;
import org.hl7.fhir.r4.model.MedicationRequest;
import org.hl7.fhir.r4.model.MedicationStatement;
import org.hl7.fhir.r4.model.Observation;
import org.hl7.fhir.r4.model.Resource;
import org.springframework.stereotype.Component;

import com.medvigil.assessment.fhirinput.FhirClinicalInputs;
import com.medvigil.assessment.fhirinput.FhirClinicalReader;
import com.medvigil.assessment.fhirinput.InputResourceParser;
import com.medvigil.assessment.fhirinput.MedicationUse;
import com.medvigil.assessment.fhirinput.ReadingWindow;
import com.medvigil.assessment.fhirinput.Sourced;
import com.medvigil.fhir.store.FhirResources;
import com.medvigil.fhir.store.ResourceQuery;
import com.medvigil.fhir.store.StoredResource;
import com.medvigil.fhir.submit.MedicationCodes;

import ca.uhn.fhir.context.FhirContext;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What the current tenant stored for a patient through FHIR, read as assessment inputs by the one
 * reader of clinical inputs ({@link FhirClinicalReader}) at the time of the assessment: its
 * MedicationStatements, MedicationRequests, Conditions, AllergyIntolerances and Observations, and
 * the kept Medications their medication references name.
 */
@Component
public class StoredClinicalData {

    /** The types read, in the order their inputs are listed. */
    private static final List<Class<? extends Resource>> INPUT_TYPES = List.of(MedicationStatement.class,
            MedicationRequest.class, Condition.class, AllergyIntolerance.class, Observation.class);
    private static final List<Class<? extends Resource>> MEDICATION_TYPES = List.of(MedicationStatement.class,
            MedicationRequest.class);
    private static final String MEDICATION_PREFIX = "Medication/";

    private final FhirResources resources;
    private final FhirContext fhirContext;
    private final InputResourceParser parser;
    private final FhirClinicalReader reader;
    private final ObjectMapper json;

    StoredClinicalData(FhirResources resources, FhirContext fhirContext, InputResourceParser parser,
                       FhirClinicalReader reader, ObjectMapper json) {
        this.resources = resources;
        this.fhirContext = fhirContext;
        this.parser = parser;
        this.reader = reader;
        this.json = json;
    }

    /** The stored inputs of one patient (by FHIR id), each with the FHIR reference it came from. */
    FhirClinicalInputs gather(String patientFhirId, LocalDate asOf) {
        ReadingWindow readings = ReadingWindow.endingOn(asOf);
        List<Resource> stored = storedResources(patientFhirId, INPUT_TYPES, readings::mayHoldReadingOf);
        return reader.read(stored, keptMedications(stored), asOf);
    }

    /** The patient's stored medicines as the reader takes them in, stopped ones included. */
    public List<Sourced<MedicationUse>> medicationsOf(String patientFhirId) {
        List<Resource> stored = storedResources(patientFhirId, MEDICATION_TYPES, observation -> true);
        return reader.medications(stored, keptMedications(stored));
    }

    /** The stored resources of these types, type by type; Observations only where {@code readable} lets them through. */
    private List<Resource> storedResources(String patientFhirId, List<Class<? extends Resource>> types,
                                           Predicate<JsonNode> readable) {
        Map<String, List<StoredResource>> byType = resources.ofPatient(patientFhirId,
                        types.stream().map(fhirContext::getResourceType).toList())
                .stream().collect(Collectors.groupingBy(StoredResource::type));
        List<Resource> stored = new ArrayList<>();
        for (Class<? extends Resource> type : types) {
            for (StoredResource resource : byType.getOrDefault(fhirContext.getResourceType(type), List.of())) {
                ObjectNode tree = tree(resource);
                // Years of vital signs are most of a long record: the old ones are not parsed with HAPI.
                if (type == Observation.class && !readable.test(tree)) {
                    continue;
                }
                stored.add(parser.parse(type, tree));
            }
        }
        return stored;
    }

    private ObjectNode tree(StoredResource resource) {
        try {
            return (ObjectNode) json.readTree(resource.json());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A stored " + resource.type() + " is not JSON", e);
        }
    }

    /** The codes of the kept Medications that the statements and requests reference, in one query. */
    private MedicationCodes keptMedications(List<Resource> stored) {
        Set<String> ids = new LinkedHashSet<>();
        for (Resource resource : stored) {
            String reference = medicationReferenceOf(resource);
            if (reference != null && reference.startsWith(MEDICATION_PREFIX)) {
                ids.add(reference.substring(MEDICATION_PREFIX.length()));
            }
        }
        if (ids.isEmpty()) {
            return MedicationCodes.NONE;
        }
        List<Medication> kept = new ArrayList<>();
        ResourceQuery query = new ResourceQuery("Medication", List.of(), List.of(List.copyOf(ids)), List.of());
        for (StoredResource medication : resources.search(query)) {
            kept.add(parser.parse(Medication.class, tree(medication)));
        }
        return MedicationCodes.of(kept);
    }

    private static String medicationReferenceOf(Resource resource) {
        if (resource instanceof MedicationStatement statement && statement.hasMedicationReference()) {
            return statement.getMedicationReference().getReference();
        }
        if (resource instanceof MedicationRequest request && request.hasMedicationReference()) {
            return request.getMedicationReference().getReference();
        }
        return null;
    }
}
