package com.medvigil.cdshooks;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Stream;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.assessment.ImmediateAssessments;
import com.medvigil.assessment.ImmediateAssessments.Ran;
import com.medvigil.assessment.InputsFromFhir;
import com.medvigil.assessment.MedicineIdentity;
import com.medvigil.assessment.fhirinput.ReadingWindow;
import com.medvigil.cdshooks.CardWriter.CardContext;
import com.medvigil.cdshooks.feedback.CardLedger;
import com.medvigil.cdshooks.feedback.IssuedCard;
import com.medvigil.engine.PatientCase;
import com.medvigil.engine.result.Finding;
import com.medvigil.model.assessment.AssessmentSource;
import com.medvigil.model.patient.PatientProfile;

/**
 * Answers one call of a CDS service: gathers its data (prefetch, else the EHR's FHIR server),
 * reads it as engine inputs, runs the assessment at once over it and the tenant's stored data for
 * the patient, keeps it (source cds-hooks) with its webhook event, and turns its findings into
 * cards: at order-select and order-sign only those that involve a draft order, never one that was
 * overridden earlier for the same hook instance or encounter and medicines (the PDDI guide's
 * repeated-alert filter), most severe first. The assessment, its event and the cards shown are
 * written in one transaction.
 */
@Service
public class CdsHookHandler {

    private static final Logger log = LoggerFactory.getLogger(CdsHookHandler.class);

    private final HookDataGatherer gatherer;
    private final HookInputsReader inputsReader;
    private final HookPatients patients;
    private final ImmediateAssessments assessments;
    private final CardWriter cardWriter;
    private final CardLedger ledger;
    private final MedicineIdentity medicineIdentity;
    private final TransactionTemplate transaction;
    private final Clock clock;

    CdsHookHandler(HookDataGatherer gatherer, HookInputsReader inputsReader, HookPatients patients,
                   ImmediateAssessments assessments, CardWriter cardWriter, CardLedger ledger,
                   MedicineIdentity medicineIdentity, PlatformTransactionManager transactionManager, Clock clock) {
        this.gatherer = gatherer;
        this.inputsReader = inputsReader;
        this.patients = patients;
        this.assessments = assessments;
        this.cardWriter = cardWriter;
        this.ledger = ledger;
        this.medicineIdentity = medicineIdentity;
        this.transaction = new TransactionTemplate(transactionManager);
        this.clock = clock;
    }

    /** {@code assessmentUrl} turns an assessment id into the address of its dashboard page. */
    public List<Card> answer(HookCall call, Function<String, String> assessmentUrl) {
        HookPatients.checkedPatientId(call.patientId());
        LocalDate asOf = clock.instant().atOffset(ZoneOffset.UTC).toLocalDate();
        HookData data = gatherer.gather(call, ReadingWindow.endingOn(asOf));
        HookInputs inputs = inputsReader.read(data, asOf);
        try {
            return transaction.execute(status -> answerInOneTransaction(call, data, inputs, assessmentUrl));
        } catch (DataIntegrityViolationException firstSightRace) {
            // Two calls saw a new patient at once and both created the profile: the second finds it now.
            log.info("A concurrent call created the same patient profile; answering again");
            return transaction.execute(status -> answerInOneTransaction(call, data, inputs, assessmentUrl));
        }
    }

    private List<Card> answerInOneTransaction(HookCall call, HookData data, HookInputs inputs,
                                              Function<String, String> assessmentUrl) {
        PatientProfile profile = patients.profileFor(call.patientId(), inputs.details());
        Ran ran = assessments.run(profile, inputs.given(), AssessmentSource.CDS_HOOKS);
        CardContext context = new CardContext(assessmentUrl.apply(ran.assessment().getId().toString()),
                ran.result().knowledgeVersion(), CardContext.dataUsed(data.origins(), storedReferences(ran.fromFhir())));
        Set<String> overridden = ledger.overriddenRepeatKeys(call.hookInstance(), call.encounterId());
        List<Card> cards = new ArrayList<>();
        List<IssuedCard> issued = new ArrayList<>();
        List<Finding> findings = ran.result().findings().stream()
                .sorted(Comparator.comparing(Finding::severity)).toList();
        for (Finding finding : findings) {
            if (call.service().checksDraftOrders()
                    && finding.medications().stream().noneMatch(name -> inputs.draftNamed(name).isPresent())) {
                continue;
            }
            List<String> medicineKeys = medicineKeys(finding, ran.patientCase());
            if (overridden.contains(CardLedger.repeatKey(finding.ruleId(), medicineKeys))) {
                continue;
            }
            Card card = cardWriter.write(finding, ran.result().narrative(), inputs, context);
            cards.add(card);
            issued.add(new IssuedCard(UUID.fromString(card.uuid()), ran.assessment().getId(),
                    call.service().id(), call.hookInstance(), call.encounterId(), call.patientId(), finding.ruleId(),
                    finding.type(), finding.severity().label(), medicineKeys));
        }
        ledger.recordShown(issued);
        return cards;
    }

    /** The medicines of a finding by their identities (ingredients, else names), sorted. */
    private List<String> medicineKeys(Finding finding, PatientCase patientCase) {
        Set<String> keys = new TreeSet<>();
        for (String name : finding.medications()) {
            String rxNorm = patientCase.medications().stream().filter(medication -> name.equals(medication.name()))
                    .map(PatientCase.Medication::providedRxNormCode).filter(Objects::nonNull)
                    .findFirst().orElse(null);
            keys.addAll(medicineIdentity.of(name, rxNorm));
        }
        return List.copyOf(keys);
    }

    private static List<String> storedReferences(InputsFromFhir fromFhir) {
        return Stream.of(fromFhir.medications(), fromFhir.conditions(), fromFhir.allergies(), fromFhir.labs())
                .flatMap(List::stream).toList();
    }
}
