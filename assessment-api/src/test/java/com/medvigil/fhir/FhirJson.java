package com.medvigil.fhir;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Small named builders of FHIR JSON for tests: bundles and the seven served resource types. */
final class FhirJson {

    static final ObjectMapper JSON = new ObjectMapper();
    static final String RXNORM = "http://www.nlm.nih.gov/research/umls/rxnorm";
    static final String LOINC = "http://loinc.org";
    static final String OBSERVATION_CATEGORY = "http://terminology.hl7.org/CodeSystem/observation-category";
    static final String CONDITION_CLINICAL = "http://terminology.hl7.org/CodeSystem/condition-clinical";

    private FhirJson() {
    }

    static ObjectNode bundle(String type, ObjectNode... entries) {
        ObjectNode bundle = JSON.createObjectNode().put("resourceType", "Bundle").put("type", type);
        ArrayNode array = bundle.putArray("entry");
        for (ObjectNode entry : entries) {
            array.add(entry);
        }
        return bundle;
    }

    static ObjectNode collection(ObjectNode... resources) {
        ObjectNode[] entries = new ObjectNode[resources.length];
        for (int i = 0; i < resources.length; i++) {
            entries[i] = entry(resources[i]);
        }
        return bundle("collection", entries);
    }

    static ObjectNode entry(ObjectNode resource) {
        ObjectNode entry = JSON.createObjectNode();
        entry.set("resource", resource);
        return entry;
    }

    static ObjectNode entry(String fullUrl, ObjectNode resource) {
        return entry(resource).put("fullUrl", fullUrl);
    }

    static ObjectNode patient(String id) {
        ObjectNode patient = JSON.createObjectNode().put("resourceType", "Patient");
        if (id != null) {
            patient.put("id", id);
        }
        return patient;
    }

    static ObjectNode patient(String id, String mrn, String family, String given, String gender, String birthDate) {
        ObjectNode patient = patient(id).put("gender", gender).put("birthDate", birthDate);
        patient.putArray("identifier").addObject().put("system", "urn:mrn").put("value", mrn);
        ObjectNode name = patient.putArray("name").addObject().put("family", family);
        name.putArray("given").add(given);
        return patient;
    }

    static ObjectNode reference(String reference) {
        return JSON.createObjectNode().put("reference", reference);
    }

    static ObjectNode concept(String system, String code, String display) {
        ObjectNode concept = JSON.createObjectNode().put("text", display);
        concept.putArray("coding").addObject().put("system", system).put("code", code).put("display", display);
        return concept;
    }

    static ObjectNode medicationStatement(String id, String subject, String medication, String rxNorm, String status) {
        ObjectNode statement = JSON.createObjectNode().put("resourceType", "MedicationStatement").put("id", id)
                .put("status", status);
        statement.set("medicationCodeableConcept", concept(RXNORM, rxNorm, medication));
        statement.set("subject", reference(subject));
        statement.put("effectiveDateTime", "2024-03-01T08:00:00Z");
        ObjectNode dosage = statement.putArray("dosage").addObject().put("text", "5 mg once daily");
        dosage.putArray("doseAndRate").addObject().putObject("doseQuantity").put("value", 5).put("unit", "mg");
        dosage.putObject("timing").putObject("repeat").put("frequency", 1).put("period", 1).put("periodUnit", "d");
        return statement;
    }

    static ObjectNode medicationRequest(String id, String subject, String status) {
        ObjectNode request = JSON.createObjectNode().put("resourceType", "MedicationRequest").put("id", id)
                .put("status", status).put("intent", "order");
        request.set("medicationCodeableConcept", concept(RXNORM, "855332", "Warfarin Sodium 5 MG Oral Tablet"));
        request.set("subject", reference(subject));
        return request;
    }

    static ObjectNode condition(String id, String subject, String clinicalStatus) {
        ObjectNode condition = JSON.createObjectNode().put("resourceType", "Condition").put("id", id);
        condition.set("clinicalStatus", concept(CONDITION_CLINICAL, clinicalStatus, clinicalStatus));
        condition.set("code", concept("http://snomed.info/sct", "44054006", "Diabetes mellitus type 2"));
        condition.set("subject", reference(subject));
        return condition;
    }

    static ObjectNode allergy(String id, String patient, String clinicalStatus) {
        ObjectNode allergy = JSON.createObjectNode().put("resourceType", "AllergyIntolerance").put("id", id);
        allergy.set("clinicalStatus", concept("http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical",
                clinicalStatus, clinicalStatus));
        allergy.set("code", concept("http://snomed.info/sct", "764146007", "Penicillin"));
        allergy.set("patient", reference(patient));
        return allergy;
    }

    static ObjectNode observation(String id, String subject, String category, String loinc) {
        ObjectNode observation = JSON.createObjectNode().put("resourceType", "Observation").put("id", id)
                .put("status", "final");
        observation.putArray("category").add(concept(OBSERVATION_CATEGORY, category, category));
        observation.set("code", concept(LOINC, loinc, "Observation " + loinc));
        observation.set("subject", reference(subject));
        observation.put("effectiveDateTime", "2024-03-01T08:00:00+01:00");
        observation.putObject("valueQuantity").put("value", 1.50).put("unit", "mg/dL");
        return observation;
    }

    static ObjectNode encounter(String id, String subject, String status) {
        ObjectNode encounter = JSON.createObjectNode().put("resourceType", "Encounter").put("id", id).put("status", status);
        encounter.putObject("class").put("system", "http://terminology.hl7.org/CodeSystem/v3-ActCode").put("code", "AMB");
        encounter.set("subject", reference(subject));
        return encounter;
    }
}
