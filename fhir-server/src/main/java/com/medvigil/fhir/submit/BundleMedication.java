package com.medvigil.fhir.submit;

import org.hl7.fhir.r4.model.CodeableConcept;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A Medication entry of a submitted bundle. Medication is not a served type, but the statements
 * and requests that reference it (as Synthea's do) name their medicine only through it: its code
 * is kept, as submitted ({@code codeJson}) and as HAPI read it, for the assessments that read them.
 */
record BundleMedication(String id, JsonNode codeJson, CodeableConcept code) {
}
