package com.medvigil.assessment;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
import com.medvigil.assessment.fhirinput.MedicationUse;
import com.medvigil.assessment.fhirinput.Sourced;
import com.medvigil.fhir.store.FhirResources;
import com.medvigil.fhir.store.ResourceQuery;
import com.medvigil.fhir.store.StoredResource;
import com.medvigil.fhir.submit.MedicationCodes;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.parser.IParser;

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
    private static final String MEDICATION_PREFIX = "Medication/";

    private final FhirResources resources;
    private final FhirContext fhirContext;
    private final FhirClinicalReader reader;

    StoredClinicalData(FhirResources resources, FhirContext fhirContext, FhirClinicalReader reader) {
        this.resources = resources;
        this.fhirContext = fhirContext;
        this.reader = reader;
    }

    /** The stored inputs of one patient (by FHIR id), each with the FHIR reference it came from. */
    FhirClinicalInputs gather(String patientFhirId, LocalDate asOf) {
        IParser parser = fhirContext.newJsonParser();
        List<Resource> stored = storedResources(patientFhirId, parser);
        return reader.read(stored, keptMedications(stored, parser), asOf);
    }

    /** The patient's stored medicines as the reader takes them in, stopped ones included. */
    public List<Sourced<MedicationUse>> medicationsOf(String patientFhirId) {
        IParser parser = fhirContext.newJsonParser();
        List<Resource> stored = storedResources(patientFhirId, parser);
        return reader.medications(stored, keptMedications(stored, parser));
    }

    private List<Resource> storedResources(String patientFhirId, IParser parser) {
        List<Resource> stored = new ArrayList<>();
        for (Class<? extends Resource> type : INPUT_TYPES) {
            String typeName = fhirContext.getResourceType(type);
            for (StoredResource resource : resources.search(ResourceQuery.aboutPatient(typeName, patientFhirId))) {
                stored.add(parser.parseResource(type, resource.json()));
            }
        }
        return stored;
    }

    /** The codes of the kept Medications that the statements and requests reference, in one query. */
    private MedicationCodes keptMedications(List<Resource> stored, IParser parser) {
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
        Map<String, Medication> byReference = new HashMap<>();
        ResourceQuery query = new ResourceQuery("Medication", List.of(), List.of(List.copyOf(ids)), List.of());
        for (StoredResource kept : resources.search(query)) {
            byReference.put(MEDICATION_PREFIX + kept.id(), parser.parseResource(Medication.class, kept.json()));
        }
        return reference -> {
            Medication medication = byReference.get(reference);
            return medication == null ? null : medication.getCode();
        };
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
