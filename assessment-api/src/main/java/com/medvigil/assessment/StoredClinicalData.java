package com.medvigil.assessment;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.hl7.fhir.r4.model.AllergyIntolerance;
import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Coding;
import org.hl7.fhir.r4.model.Condition;
import org.hl7.fhir.r4.model.Observation;
import org.springframework.stereotype.Component;

import com.medvigil.engine.PatientCase;
import com.medvigil.fhir.store.FhirResources;
import com.medvigil.fhir.store.ResourceQuery;
import com.medvigil.fhir.store.StoredResource;
import com.medvigil.model.patient.ActiveMedication;
import com.medvigil.model.patient.ActiveMedications;
import com.medvigil.model.patient.MedicationUse;
import com.medvigil.model.patient.PatientProfile;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.parser.IParser;

/**
 * What the tenant stored for a patient through FHIR that an assessment must take into account
 * (spec 2.7: MedicationStatements are "used as assessment inputs"; DECISIONS adds conditions,
 * allergies and recent labs; issue 15 adds MedicationRequests): active and recently stopped
 * medications, active conditions and allergies, and the latest laboratory and vital-sign
 * observation of each code from the last year. Each item keeps the
 * FHIR reference it came from, so the result can say which inputs were stored data.
 */
@Component
class StoredClinicalData {

    static final String FROM_FHIR = "fhir";
    /** Readings older than this are not "recent": a year-old potassium says little about today. */
    static final int RECENT_OBSERVATION_DAYS = 365;
    /** Longer than the longest washout the knowledge holds (amiodarone's 90 days). */
    static final int STOPPED_MEDICATION_DAYS = 180;
    private static final Set<String> INACTIVE_CLINICAL_STATUS = Set.of("inactive", "remission", "resolved");
    private static final Set<String> DISCARDED_VERIFICATION = Set.of("refuted", "entered-in-error");
    private static final Set<String> USABLE_OBSERVATION_STATUS = Set.of("final", "amended", "corrected", "preliminary");
    private static final Set<String> OBSERVATION_CATEGORIES = Set.of("laboratory", "vital-signs");
    private static final String LOINC = "http://loinc.org";

    private final ActiveMedications activeMedications;
    private final FhirResources resources;
    private final FhirContext fhirContext;

    StoredClinicalData(ActiveMedications activeMedications, FhirResources resources, FhirContext fhirContext) {
        this.activeMedications = activeMedications;
        this.resources = resources;
        this.fhirContext = fhirContext;
    }

    /** The stored inputs of one patient, each with the FHIR reference it came from. */
    record Gathered(List<Sourced<PatientCase.Medication>> medications, List<Sourced<PatientCase.Condition>> conditions,
                    List<Sourced<PatientCase.Allergy>> allergies, List<Sourced<PatientCase.Lab>> labs) {
    }

    /** An engine input and the FHIR resource it was read from ("MedicationStatement/123"). */
    record Sourced<T>(T input, String reference) {
    }

    Gathered gather(PatientProfile patient, LocalDate asOf) {
        IParser parser = fhirContext.newJsonParser();
        return new Gathered(medications(patient, asOf), conditions(patient, parser), allergies(patient, parser),
                observations(patient, parser, asOf));
    }

    /**
     * Medicines taken or prescribed, from MedicationStatements and MedicationRequests. A stopped one is passed on
     * (for the engine's washout check) only when it ended within {@value #STOPPED_MEDICATION_DAYS} days: older ones
     * are history, not inputs.
     */
    private List<Sourced<PatientCase.Medication>> medications(PatientProfile patient, LocalDate asOf) {
        List<Sourced<PatientCase.Medication>> medications = new ArrayList<>();
        for (ActiveMedication stored : activeMedications.findByPatientIdOrderByStatementIdAsc(patient.getPatientId())) {
            MedicationUse use = stored.use();
            LocalDate ended = date(use.effectiveEnd());
            if (ended != null && ended.isBefore(asOf.minusDays(STOPPED_MEDICATION_DAYS))) {
                continue;
            }
            PatientCase.Dosage dosage = use.doseValue() == null && use.frequency() == null ? null
                    : new PatientCase.Dosage(use.doseValue() == null ? null : use.doseValue().doubleValue(), use.doseUnit(),
                    use.frequency());
            medications.add(new Sourced<>(new PatientCase.Medication(use.name(), dosage, null, use.route(), use.status(),
                    use.rxNormCode(), FROM_FHIR, date(use.effectiveStart()), date(use.effectiveEnd())),
                    stored.reference()));
        }
        return medications;
    }

    private List<Sourced<PatientCase.Condition>> conditions(PatientProfile patient, IParser parser) {
        List<Sourced<PatientCase.Condition>> conditions = new ArrayList<>();
        for (StoredResource stored : stored("Condition", patient)) {
            Condition condition = parser.parseResource(Condition.class, stored.json());
            String clinical = firstCode(condition.getClinicalStatus());
            if (isIn(INACTIVE_CLINICAL_STATUS, clinical) || isIn(DISCARDED_VERIFICATION, firstCode(condition.getVerificationStatus()))) {
                continue;
            }
            Coding coding = firstCoding(condition.getCode());
            conditions.add(new Sourced<>(new PatientCase.Condition(text(condition.getCode()),
                    coding == null ? null : coding.getCode(), coding == null ? null : coding.getSystem(), clinical),
                    reference(stored)));
        }
        return conditions;
    }

    private List<Sourced<PatientCase.Allergy>> allergies(PatientProfile patient, IParser parser) {
        List<Sourced<PatientCase.Allergy>> allergies = new ArrayList<>();
        for (StoredResource stored : stored("AllergyIntolerance", patient)) {
            AllergyIntolerance allergy = parser.parseResource(AllergyIntolerance.class, stored.json());
            if (isIn(INACTIVE_CLINICAL_STATUS, firstCode(allergy.getClinicalStatus()))
                    || isIn(DISCARDED_VERIFICATION, firstCode(allergy.getVerificationStatus()))) {
                continue;
            }
            Coding coding = firstCoding(allergy.getCode());
            String reaction = null;
            String severity = null;
            if (allergy.hasReaction()) {
                AllergyIntolerance.AllergyIntoleranceReactionComponent first = allergy.getReactionFirstRep();
                reaction = first.hasDescription() ? first.getDescription()
                        : first.hasManifestation() ? text(first.getManifestationFirstRep()) : null;
                severity = first.hasSeverity() ? first.getSeverity().toCode() : null;
            }
            allergies.add(new Sourced<>(new PatientCase.Allergy(text(allergy.getCode()),
                    coding == null ? null : coding.getCode(), coding == null ? null : coding.getSystem(), reaction, severity),
                    reference(stored)));
        }
        return allergies;
    }

    /** The latest usable reading of each code, from the last {@value #RECENT_OBSERVATION_DAYS} days. */
    private List<Sourced<PatientCase.Lab>> observations(PatientProfile patient, IParser parser, LocalDate asOf) {
        LocalDate oldest = asOf.minusDays(RECENT_OBSERVATION_DAYS);
        Map<String, Reading> latestByCode = new LinkedHashMap<>();
        for (StoredResource stored : stored("Observation", patient)) {
            Observation observation = parser.parseResource(Observation.class, stored.json());
            if (!isUsableReading(observation)) {
                continue;
            }
            LocalDate observed = observation.getEffectiveDateTimeType().getValue().toInstant().atOffset(ZoneOffset.UTC).toLocalDate();
            if (observed.isBefore(oldest) || observed.isAfter(asOf)) {
                continue;
            }
            Coding loinc = observation.getCode().getCoding().stream().filter(c -> LOINC.equals(c.getSystem())).findFirst()
                    .orElse(firstCoding(observation.getCode()));
            String key = loinc == null ? text(observation.getCode()) : loinc.getCode();
            Reading reading = new Reading(observation, loinc, observation.getEffectiveDateTimeType().getValueAsString(),
                    reference(stored));
            latestByCode.merge(key, reading, (a, b) -> Comparator.comparing(Reading::observedAt).compare(a, b) >= 0 ? a : b);
        }
        return latestByCode.values().stream().map(reading -> new Sourced<>(new PatientCase.Lab(
                text(reading.observation().getCode()),
                reading.code() == null ? null : reading.code().getCode(),
                reading.observation().getValueQuantity().getValue().doubleValue(),
                unit(reading.observation()),
                reading.observedAt()), reading.reference())).toList();
    }

    private static boolean isUsableReading(Observation observation) {
        boolean inCategory = observation.getCategory().stream()
                .flatMap(category -> category.getCoding().stream())
                .anyMatch(coding -> OBSERVATION_CATEGORIES.contains(coding.getCode()));
        return inCategory
                && observation.hasStatus() && USABLE_OBSERVATION_STATUS.contains(observation.getStatus().toCode())
                && observation.hasValueQuantity() && observation.getValueQuantity().hasValue()
                && observation.hasEffectiveDateTimeType() && observation.getEffectiveDateTimeType().getValue() != null;
    }

    private record Reading(Observation observation, Coding code, String observedAt, String reference) {
    }

    private List<StoredResource> stored(String type, PatientProfile patient) {
        return resources.search(ResourceQuery.aboutPatient(type, patient.getFhirId()));
    }

    private static String reference(StoredResource stored) {
        return stored.type() + "/" + stored.id();
    }

    private static String unit(Observation observation) {
        var quantity = observation.getValueQuantity();
        return quantity.hasUnit() ? quantity.getUnit() : quantity.getCode();
    }

    /** Set.of(...) refuses to look up null; a missing status is simply not in the set. */
    private static boolean isIn(Set<String> codes, String code) {
        return code != null && codes.contains(code);
    }

    private static String firstCode(CodeableConcept concept) {
        Coding coding = firstCoding(concept);
        return coding == null ? null : coding.getCode();
    }

    private static Coding firstCoding(CodeableConcept concept) {
        return concept == null || !concept.hasCoding() ? null : concept.getCodingFirstRep();
    }

    /** The concept's text, else its first coding's display, else its first code. */
    private static String text(CodeableConcept concept) {
        if (concept == null) {
            return null;
        }
        if (concept.hasText()) {
            return concept.getText();
        }
        Coding coding = firstCoding(concept);
        if (coding == null) {
            return null;
        }
        return coding.hasDisplay() ? coding.getDisplay() : coding.getCode();
    }

    private static LocalDate date(String fhirDate) {
        if (fhirDate == null || fhirDate.length() < 10) {
            return null;
        }
        try {
            return LocalDate.parse(fhirDate.substring(0, 10));
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
