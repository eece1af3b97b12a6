package com.medvigil.assessment.fhirinput;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.hl7.fhir.r4.model.AllergyIntolerance;
import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Coding;
import org.hl7.fhir.r4.model.Condition;
import org.hl7.fhir.r4.model.DateTimeType;
import org.hl7.fhir.r4.model.MedicationRequest;
import org.hl7.fhir.r4.model.MedicationStatement;
import org.hl7.fhir.r4.model.Observation;
import org.hl7.fhir.r4.model.Resource;
import org.springframework.stereotype.Component;

import com.medvigil.engine.AssessmentEngine;
import com.medvigil.engine.PatientCase;
import com.medvigil.fhir.submit.MedicationCodes;
import com.medvigil.model.fhir.FhirIdSyntax;

/**
 * Reads one patient's FHIR resources as engine inputs (spec 2.7: MedicationStatements are "used as
 * assessment inputs"; DECISIONS adds conditions, allergies and recent labs; issue 15 adds
 * MedicationRequests): medicines taken, prescribed or lately stopped, active conditions and
 * allergies, and the latest laboratory and vital-sign reading of each code from the last year (with the
 * readings of the days before it that the engine compares with it).
 * Resources of other types are passed over. Each input keeps the reference it came from, so the
 * result can say which inputs were FHIR data.
 */
@Component
public class FhirClinicalReader {

    /** The source the engine's inputs read from FHIR carry. */
    public static final String FROM_FHIR = "fhir";
    /** The source of a medicine a prescriber is ordering (a CDS Hooks draft order). */
    public static final String DRAFT_ORDER = "draft-order";
    /** Longer than the longest washout the knowledge holds (amiodarone's 90 days). */
    static final int STOPPED_MEDICATION_DAYS = 180;

    private final AssessmentEngine engine;

    FhirClinicalReader(AssessmentEngine engine) {
        this.engine = engine;
    }

    /**
     * The inputs among the resources, as of a date (the recent labs, the latest smoking status, and stopped medicines
     * still in their washout).
     */
    public FhirClinicalInputs read(List<? extends Resource> resources, MedicationCodes medicationCodes, LocalDate asOf) {
        List<Sourced<PatientCase.Condition>> conditions = new ArrayList<>();
        List<Sourced<PatientCase.Allergy>> allergies = new ArrayList<>();
        List<Observation> observations = new ArrayList<>();
        for (Resource resource : resources) {
            if (resource instanceof Condition condition) {
                condition(condition).ifPresent(conditions::add);
            } else if (resource instanceof AllergyIntolerance allergy) {
                allergy(allergy).ifPresent(allergies::add);
            } else if (resource instanceof Observation observation) {
                observations.add(observation);
            }
        }
        return new FhirClinicalInputs(engineMedications(medications(resources, medicationCodes), asOf, FROM_FHIR),
                conditions, allergies,
                ObservationReader.recentReadings(observations, asOf, engine.knowledge().readingComparisonDays()),
                SmokingStatusReader.latest(observations, asOf).orElse(null));
    }

    /**
     * Draft orders (CDS Hooks' {@code context.draftOrders}) as the medicines being prescribed: each
     * read as the active order it is about to become, with source {@value #DRAFT_ORDER}, and with
     * the reference a card's action names it by. A draft that names no medicine is left out. A draft
     * without a date of its own (no validity or dosage period, no {@code authoredOn}) starts on
     * {@code asOf}: it is being prescribed now, so the rules about starting a medicine (an SGLT2
     * inhibitor below its eGFR floor, sotalol on a long QTc) apply to it; a patient already on the
     * medicine, whose older order the EHR sends too, still counts as continuing it.
     */
    public List<Sourced<PatientCase.Medication>> draftOrders(List<MedicationRequest> drafts, MedicationCodes medicationCodes,
                                                            LocalDate asOf) {
        List<Sourced<MedicationUse>> uses = new ArrayList<>();
        for (MedicationRequest draft : drafts) {
            MedicationRequest asOrdered = draft.copy();
            asOrdered.setStatus(MedicationRequest.MedicationRequestStatus.ACTIVE);
            asOrdered.setIntent(MedicationRequest.MedicationRequestIntent.ORDER);
            if (!asOrdered.hasAuthoredOn()) {
                asOrdered.setAuthoredOnElement(new DateTimeType(asOf.toString()));
            }
            MedicationConcept concept = MedicationRequestReader.concept(asOrdered, medicationCodes);
            MedicationRequestReader.read(asOrdered, concept, recognizes(concept))
                    .ifPresent(use -> uses.add(new Sourced<>(use, draftReferenceOf(draft))));
        }
        return engineMedications(uses, asOf, DRAFT_ORDER);
    }

    /**
     * How a card's action names the draft ({@code MedicationRequest/draft-1}); null when the EHR
     * sent it without an id that is a FHIR id, which no action could name.
     */
    private static String draftReferenceOf(MedicationRequest draft) {
        return FhirIdSyntax.isValid(draft.getIdElement().getIdPart()) ? referenceOf(draft) : null;
    }

    /** The medicines among the resources as read, taken or stopped with an end date, in the order given. */
    public List<Sourced<MedicationUse>> medications(List<? extends Resource> resources, MedicationCodes medicationCodes) {
        List<Sourced<MedicationUse>> medications = new ArrayList<>();
        for (Resource resource : resources) {
            Optional<MedicationUse> use = Optional.empty();
            if (resource instanceof MedicationStatement statement) {
                MedicationConcept concept = MedicationStatementReader.concept(statement, medicationCodes);
                use = MedicationStatementReader.read(statement, concept, recognizes(concept));
            } else if (resource instanceof MedicationRequest request) {
                MedicationConcept concept = MedicationRequestReader.concept(request, medicationCodes);
                use = MedicationRequestReader.read(request, concept, recognizes(concept));
            }
            use.ifPresent(found -> medications.add(new Sourced<>(found, referenceOf(resource))));
        }
        return medications;
    }

    /** Whether the engine knows the medicine, so that an assessment can check it. */
    boolean recognizes(MedicationConcept concept) {
        return !concept.isEmpty()
                && engine.recognize(concept.name() == null ? "" : concept.name(), concept.rxNormCode()).recognized();
    }

    /**
     * A stopped medicine is passed on (for the engine's washout check) only when it ended within
     * {@value #STOPPED_MEDICATION_DAYS} days: older ones are history, not inputs.
     */
    private static List<Sourced<PatientCase.Medication>> engineMedications(List<Sourced<MedicationUse>> uses, LocalDate asOf,
                                                                          String source) {
        List<Sourced<PatientCase.Medication>> medications = new ArrayList<>();
        for (Sourced<MedicationUse> sourced : uses) {
            MedicationUse use = sourced.input();
            LocalDate ended = PatientCase.dayOf(use.effectiveEnd());
            if (ended != null && ended.isBefore(asOf.minusDays(STOPPED_MEDICATION_DAYS))) {
                continue;
            }
            PatientCase.Dosage dosage = use.doseValue() == null && use.frequency() == null ? null
                    : new PatientCase.Dosage(use.doseValue() == null ? null : use.doseValue().doubleValue(), use.doseUnit(),
                    use.frequency());
            medications.add(new Sourced<>(new PatientCase.Medication(use.name(), dosage, null, use.route(), use.status(),
                    use.rxNormCode(), source, PatientCase.dayOf(use.effectiveStart()), ended), sourced.reference()));
        }
        return medications;
    }

    private static Optional<Sourced<PatientCase.Condition>> condition(Condition condition) {
        if (!RecordedStatus.holds(condition.getClinicalStatus(), condition.getVerificationStatus())) {
            return Optional.empty();
        }
        Coding coding = CodeableConcepts.firstCoding(condition.getCode());
        return Optional.of(new Sourced<>(new PatientCase.Condition(CodeableConcepts.text(condition.getCode()),
                coding == null ? null : coding.getCode(), coding == null ? null : coding.getSystem(),
                CodeableConcepts.firstCode(condition.getClinicalStatus())), referenceOf(condition)));
    }

    private static Optional<Sourced<PatientCase.Allergy>> allergy(AllergyIntolerance allergy) {
        if (!RecordedStatus.holds(allergy.getClinicalStatus(), allergy.getVerificationStatus())) {
            return Optional.empty();
        }
        Coding coding = CodeableConcepts.firstCoding(allergy.getCode());
        return Optional.of(new Sourced<>(new PatientCase.Allergy(CodeableConcepts.text(allergy.getCode()),
                coding == null ? null : coding.getCode(), coding == null ? null : coding.getSystem(),
                reactionsOf(allergy), severityOf(allergy), allergy.hasType() ? allergy.getType().toCode() : null),
                referenceOf(allergy)));
    }

    /**
     * Every reaction the record documents, descriptions and manifestations, as one list ("Nausea, Urticaria"):
     * the engine reads the kind of reaction from it (a severe one, or only side effects), so a hive in a second
     * manifestation or an anaphylaxis in a second reaction must not be lost. Null when none is documented.
     */
    private static String reactionsOf(AllergyIntolerance allergy) {
        Set<String> reactions = new LinkedHashSet<>();
        for (AllergyIntolerance.AllergyIntoleranceReactionComponent reaction : allergy.getReaction()) {
            if (reaction.hasDescription()) {
                reactions.add(reaction.getDescription());
            }
            for (CodeableConcept manifestation : reaction.getManifestation()) {
                String text = CodeableConcepts.text(manifestation);
                if (text != null && !text.isBlank()) {
                    reactions.add(text);
                }
            }
        }
        return reactions.isEmpty() ? null : String.join(", ", reactions);
    }

    /**
     * "high" when the record's criticality is high (a future exposure could be life-threatening), which the engine
     * grades as a severe reaction whatever the past reactions were; else the gravest severity among the record's
     * reactions (mild, moderate, severe), or null.
     */
    private static String severityOf(AllergyIntolerance allergy) {
        if (allergy.getCriticality() == AllergyIntolerance.AllergyIntoleranceCriticality.HIGH) {
            return "high";
        }
        return gravestReactionSeverityOf(allergy);
    }

    private static String gravestReactionSeverityOf(AllergyIntolerance allergy) {
        return allergy.getReaction().stream().filter(AllergyIntolerance.AllergyIntoleranceReactionComponent::hasSeverity)
                .map(AllergyIntolerance.AllergyIntoleranceReactionComponent::getSeverity)
                .filter(severity -> severity != AllergyIntolerance.AllergyIntoleranceSeverity.NULL)
                .max(Comparator.naturalOrder()).map(AllergyIntolerance.AllergyIntoleranceSeverity::toCode).orElse(null);
    }

    /** "Type/id", as the result's list of FHIR inputs names the resource. */
    static String referenceOf(Resource resource) {
        return resource.fhirType() + "/" + resource.getIdElement().getIdPart();
    }

    /** The day of a FHIR date or dateTime; null when absent or unreadable. */
}
