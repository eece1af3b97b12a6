package com.medvigil.fhir.submit;

import java.util.ArrayList;
import java.util.List;

import org.hl7.fhir.exceptions.FHIRFormatError;
import org.hl7.fhir.r4.model.BaseDateTimeType;
import org.hl7.fhir.r4.model.Identifier;
import org.hl7.fhir.r4.model.Observation;
import org.hl7.fhir.r4.model.Patient;
import org.hl7.fhir.r4.model.Reference;
import org.hl7.fhir.r4.model.Resource;
import org.springframework.stereotype.Component;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.UnreadableFhirJson;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.model.api.TemporalPrecisionEnum;
import ca.uhn.fhir.parser.DataFormatException;
import ca.uhn.fhir.parser.JsonParser;
import ca.uhn.fhir.parser.json.jackson.JacksonStructure;

/**
 * Checks one entry of a served type on its own: FHIR's characters for strings, then HAPI parses it
 * strictly, then the rules of spec 2.7 (required fields), FHIR's date formats and reference forms apply, and optionally the base
 * R4 profile. The first failure refuses the entry.
 */
@Component
class EntryChecker {

    /** The code of HAPI's refusal of a narrative that is not well-formed XML. */
    private static final String HAPI_INVALID_XHTML = "HAPI-1755: ";

    private final FhirContext fhirContext;
    private final ProfileValidation profileValidation;
    private final PopulatedElements populatedElements;

    EntryChecker(FhirContext fhirContext, ProfileValidation profileValidation) {
        this.fhirContext = fhirContext;
        this.profileValidation = profileValidation;
        this.populatedElements = new PopulatedElements(fhirContext);
    }

    /** The parsed resource and its references (which the caller resolves next), or an {@link EntryProblem}. */
    CheckedResource check(BundleEntry entry, ObjectNode json, ServedType type, SubmitOptions options) {
        FhirStringCharacters.check(json);
        Resource resource = parse(json, type);
        resource.setId(entry.id());
        requireFields(type, resource);
        List<Reference> references = new ArrayList<>();
        List<BaseDateTimeType> dates = new ArrayList<>();
        // One walk over the resource collects what the date and reference rules look at.
        populatedElements.visit(resource, json, element -> {
            if (element instanceof Reference reference) {
                references.add(reference);
            } else if (element instanceof BaseDateTimeType date && !date.isEmpty()) {
                dates.add(date);
            }
        });
        checkDates(dates);
        checkReferences(references);
        if (options.profileValidation()) {
            profileValidation.check(resource);
        }
        return new CheckedResource(resource, references);
    }

    /** A resource that passed the checks, with the references it makes. */
    record CheckedResource(Resource resource, List<Reference> references) {
    }

    private Resource parse(ObjectNode json, ServedType type) {
        if (type == ServedType.MEDICATION_STATEMENT) {
            moveBareDoseQuantities(json.get("dosage"));
        } else if (type == ServedType.MEDICATION_REQUEST) {
            moveBareDoseQuantities(json.get("dosageInstruction"));
        }
        JsonParser parser = (JsonParser) fhirContext.newJsonParser();
        parser.setParserErrorHandler(new RefusingErrorHandler());
        JacksonStructure structure = new JacksonStructure();
        structure.setNativeObject(json);
        try {
            return (Resource) parser.parseResource(structure);
        } catch (DataFormatException e) {
            if (e.getMessage() != null && e.getMessage().startsWith(HAPI_INVALID_XHTML) && e.getCause() != null) {
                // The XML parser's own words: HAPI's wrapping repeats the whole narrative.
                throw invalidNarrative(json, e.getCause().getMessage());
            }
            throw EntryProblem.invalid("resource", withoutHapiCode(e.getMessage()));
        } catch (EntryProblem refusedByTheErrorHandler) {
            throw refusedByTheErrorHandler;
        } catch (RuntimeException e) {
            // HAPI checks a narrative with an XML parser, then builds its model with its own XHTML
            // parser, whose refusals (a root element other than div, say) it wraps in a bare
            // RuntimeException.
            if (e.getCause() instanceof FHIRFormatError refusal) {
                throw invalidNarrative(json, refusal.getMessage());
            }
            UnreadableFhirJson.Explanation explanation = UnreadableFhirJson.explain(json, e);
            throw EntryProblem.invalid(explanation.under("resource"), explanation.reason());
        }
    }

    /** Names the resource's own narrative when it has no contained resources, whose narratives could be the bad one. */
    private static EntryProblem invalidNarrative(ObjectNode json, String reason) {
        String element = json.path("text").has("div") && json.path("contained").isEmpty() ? "resource.text.div" : "resource";
        return EntryProblem.invalid(element, "the narrative (text.div) is not valid XHTML: " + reason.replaceAll("\\s+", " "));
    }

    /**
     * Spec 2.7 shows {@code doseQuantity} directly under Dosage, as FHIR STU3 had it; R4 moved it
     * into {@code doseAndRate}. Clients that follow the spec are met halfway: the dose is moved to
     * where R4 keeps it, not refused.
     */
    private static void moveBareDoseQuantities(JsonNode dosages) {
        if (dosages == null || !dosages.isArray()) {
            return;
        }
        for (JsonNode dosage : dosages) {
            if (dosage instanceof ObjectNode object && object.has("doseQuantity") && !object.has("doseAndRate")) {
                ArrayNode doseAndRate = object.putArray("doseAndRate");
                doseAndRate.addObject().set("doseQuantity", object.remove("doseQuantity"));
            }
        }
    }

    private static void requireFields(ServedType type, Resource resource) {
        if (type.patientElement() != null) {
            Reference patient = PatientReferences.patientReferenceOf(type, resource);
            if (patient == null || patient.isEmpty()) {
                throw EntryProblem.required("resource." + type.patientElement(),
                        type.patientElement() + " is required: the patient this " + type.resourceType() + " is about");
            }
            if (!patient.hasReference()) {
                throw EntryProblem.required("resource." + type.patientElement() + ".reference",
                        type.patientElement() + ".reference is required (" + ReferenceSyntax.describeForms() + ")");
            }
        }
        if (resource instanceof Observation observation && observation.getCode().isEmpty()) {
            throw EntryProblem.required("resource.code", "code is required: what the Observation observed");
        }
        if (resource instanceof Patient patient) {
            List<Identifier> identifiers = patient.getIdentifier();
            for (int i = 0; i < identifiers.size(); i++) {
                if (!identifiers.get(i).hasValue()) {
                    throw EntryProblem.required("resource.identifier[" + i + "].value", "an identifier needs a value");
                }
            }
        }
    }

    /** HAPI accepts a time without a zone; FHIR does not, and a clinical time without one is ambiguous. */
    private static void checkDates(List<BaseDateTimeType> dates) {
        for (BaseDateTimeType date : dates) {
            boolean hasTime = date.getPrecision() != null
                    && date.getPrecision().ordinal() > TemporalPrecisionEnum.DAY.ordinal();
            if (hasTime && date.getTimeZone() == null && !date.isTimeZoneZulu()) {
                throw EntryProblem.invalid("resource", "date-time '" + date.getValueAsString()
                        + "' has a time but no timezone (FHIR requires one, e.g. Z or +01:00)");
            }
        }
    }

    private static void checkReferences(List<Reference> references) {
        for (Reference reference : references) {
            if (reference.hasReference() && !ReferenceSyntax.isWellFormed(reference.getReference())) {
                throw EntryProblem.invalid("resource", "reference '" + reference.getReference()
                        + "' is not a valid reference; use " + ReferenceSyntax.describeForms());
            }
        }
    }

    private static String withoutHapiCode(String message) {
        return message == null ? "not a valid FHIR R4 resource" : message.replaceFirst("^HAPI-\\d+: ", "");
    }
}
