package com.medvigil.fhir.submit;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;

import org.hl7.fhir.r4.model.AllergyIntolerance;
import org.hl7.fhir.r4.model.Condition;
import org.hl7.fhir.r4.model.Encounter;
import org.hl7.fhir.r4.model.Identifier;
import org.hl7.fhir.r4.model.MedicationRequest;
import org.hl7.fhir.r4.model.MedicationStatement;
import org.hl7.fhir.r4.model.Observation;
import org.hl7.fhir.r4.model.Patient;
import org.hl7.fhir.r4.model.Reference;
import org.hl7.fhir.r4.model.Resource;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.SearchParameters;
import com.medvigil.fhir.search.SearchQuery;
import com.medvigil.fhir.store.FhirResources;
import com.medvigil.fhir.store.TokenMatch;

/**
 * Resolves the patient each entry of one bundle is about, from the reference forms EHR bundles
 * use (DECISIONS "FHIR"): the {@code urn:uuid:} or absolute fullUrl of a Patient entry,
 * {@code Patient/<id>}, an absolute {@code .../Patient/<id>} URL, and the conditional
 * {@code Patient?identifier=system|value}. The reference is rewritten to {@code Patient/<id>},
 * the form that is stored and searched.
 */
final class PatientReferences {

    private final SubmittedBundle bundle;
    private final Map<String, Patient> bundlePatients;
    private final FhirResources storedResources;

    /** {@code bundlePatients}: the bundle's valid Patient entries by id. */
    PatientReferences(SubmittedBundle bundle, Map<String, Patient> bundlePatients, FhirResources storedResources) {
        this.bundle = bundle;
        this.bundlePatients = bundlePatients;
        this.storedResources = storedResources;
    }

    /** The reference a resource of this type makes to its patient ({@code subject} or {@code patient}). */
    static Reference patientReferenceOf(ServedType type, Resource resource) {
        return switch (type) {
            case MEDICATION_STATEMENT -> ((MedicationStatement) resource).getSubject();
            case MEDICATION_REQUEST -> ((MedicationRequest) resource).getSubject();
            case CONDITION -> ((Condition) resource).getSubject();
            case ALLERGY_INTOLERANCE -> ((AllergyIntolerance) resource).getPatient();
            case OBSERVATION -> ((Observation) resource).getSubject();
            case ENCOUNTER -> ((Encounter) resource).getSubject();
            case PATIENT -> null;
        };
    }

    /** The FHIR id of the entry's patient; the reference now reads {@code Patient/<id>}. */
    String resolve(ServedType type, Resource resource) {
        Reference reference = patientReferenceOf(type, resource);
        String element = "resource." + type.patientElement() + ".reference";
        String patientId = patientIdOf(reference.getReference(), element);
        reference.setReference("Patient/" + patientId);
        return patientId;
    }

    /** The patient id of a reference this class has already rewritten to {@code Patient/<id>}. */
    static String patientIdOfRewritten(Reference reference) {
        return reference.getReference().substring("Patient/".length());
    }

    /** Rewrites references to other entries of the bundle ({@code urn:uuid:...}) to {@code Type/id}. */
    void rewriteBundleReferences(List<Reference> references) {
        for (Reference reference : references) {
            if (reference.hasReference()) {
                bundle.byFullUrl(reference.getReference())
                        .ifPresent(target -> reference.setReference(target.relativeReference()));
            }
        }
    }

    private String patientIdOf(String reference, String element) {
        Optional<BundleEntry> entry = bundle.byFullUrl(reference);
        if (entry.isPresent()) {
            if (!"Patient".equals(entry.get().resourceType())) {
                throw EntryProblem.invalid(element, "'" + reference + "' is the fullUrl of a "
                        + entry.get().resourceType() + " entry, not of a Patient");
            }
            return entry.get().id();
        }
        if (reference.startsWith("urn:uuid:")) {
            throw EntryProblem.notFound(element, "'" + reference + "' matches the fullUrl of no entry in this bundle");
        }
        if (reference.startsWith("Patient?")) {
            return conditional(reference, element);
        }
        Matcher direct = ReferenceSyntax.PATIENT_ID.matcher(reference);
        if (direct.matches()) {
            return direct.group(1);
        }
        throw EntryProblem.invalid(element, "'" + reference + "' does not reference a Patient; use Patient/<id>,"
                + " an absolute URL ending in Patient/<id>, the urn:uuid fullUrl of a Patient entry or"
                + " Patient?identifier=system|value");
    }

    /** {@code Patient?identifier=system|value}: exactly one patient, in the bundle or stored, must match. */
    private String conditional(String reference, String element) {
        String query = reference.substring("Patient?".length());
        String[] parameter = query.split("=", 2);
        if (parameter.length != 2 || !"identifier".equals(parameter[0]) || parameter[1].contains("&")) {
            throw EntryProblem.invalid(element, "a conditional patient reference must be Patient?identifier=system|value");
        }
        TokenMatch match = tokenOf(URLDecoder.decode(parameter[1], StandardCharsets.UTF_8), element);
        Set<String> matches = new LinkedHashSet<>();
        bundlePatients.forEach((id, patient) -> {
            if (patient.getIdentifier().stream().anyMatch(identifier -> matches(identifier, match))) {
                matches.add(id);
            }
        });
        matches.addAll(storedResources.searchIds(SearchQuery.of(ServedType.PATIENT)
                .anyOf(SearchParameters.PATIENT_IDENTIFIER, List.of(match)).toQuery()));
        if (matches.isEmpty()) {
            throw EntryProblem.notFound(element, "no Patient has the identifier in '" + reference
                    + "'; send the Patient first or in the same bundle");
        }
        if (matches.size() > 1) {
            throw EntryProblem.invalid(element, "'" + reference + "' matches " + matches.size()
                    + " patients; a conditional reference must match exactly one");
        }
        return matches.iterator().next();
    }

    private static TokenMatch tokenOf(String token, String element) {
        int bar = token.indexOf('|');
        if (bar < 0) {
            return TokenMatch.anySystem(token);
        }
        String system = token.substring(0, bar);
        String value = token.substring(bar + 1);
        if (value.isEmpty()) {
            throw EntryProblem.invalid(element, "a conditional patient reference needs an identifier value");
        }
        return system.isEmpty() ? TokenMatch.noSystem(value) : TokenMatch.of(system, value);
    }

    private static boolean matches(Identifier identifier, TokenMatch match) {
        if (!match.value().equals(identifier.getValue())) {
            return false;
        }
        if (match.withoutSystem()) {
            return !identifier.hasSystem();
        }
        return match.system() == null || match.system().equals(identifier.getSystem());
    }
}
