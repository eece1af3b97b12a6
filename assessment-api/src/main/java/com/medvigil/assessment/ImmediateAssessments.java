package com.medvigil.assessment;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import com.medvigil.assessment.AssessmentOutcomes.StoredResult;
import com.medvigil.engine.AssessmentEngine;
import com.medvigil.engine.EngineResult;
import com.medvigil.engine.PatientCase;
import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.assessment.AssessmentSource;
import com.medvigil.model.patient.PatientProfile;
import com.medvigil.model.tenancy.TenantContext;

/**
 * Assessments their caller waits for (a CDS Hooks call, answered while the prescriber signs): the
 * inputs merged with the patient's stored FHIR data exactly as a queued assessment's are, the
 * engine run at once, and the completed assessment stored with its webhook event in the caller's
 * transaction, so that it joins the clinicians' worklist like any other.
 */
@Service
public class ImmediateAssessments {

    private final EngineInputs inputs;
    private final AssessmentEngine engine;
    private final StoredRequests requests;
    private final StoredInputs storedInputs;
    private final StoredResults storedResults;
    private final AssessmentOutcomes outcomes;
    private final AssessmentMetrics metrics;
    private final TenantContext tenantContext;
    private final Clock clock;

    ImmediateAssessments(EngineInputs inputs, AssessmentEngine engine, StoredRequests requests, StoredInputs storedInputs,
                         StoredResults storedResults, AssessmentOutcomes outcomes, AssessmentMetrics metrics,
                         TenantContext tenantContext, Clock clock) {
        this.inputs = inputs;
        this.engine = engine;
        this.requests = requests;
        this.storedInputs = storedInputs;
        this.storedResults = storedResults;
        this.outcomes = outcomes;
        this.metrics = metrics;
        this.tenantContext = tenantContext;
        this.clock = clock;
    }

    /** What ran: the stored assessment, the engine's input and answer, and the stored FHIR data it used. */
    public record Ran(Assessment assessment, PatientCase patientCase, EngineResult result, InputsFromFhir fromFhir) {
    }

    @Transactional(propagation = Propagation.MANDATORY)
    public Ran run(PatientProfile patient, ClinicalInputs given, AssessmentSource source) {
        Instant started = clock.instant();
        LocalDate asOf = started.atOffset(ZoneOffset.UTC).toLocalDate();
        EngineInputs.Prepared prepared = inputs.prepare(given, patient, asOf);
        EngineResult result = engine.assess(prepared.patientCase());
        StoredResult stored = StoredResult.of(result, storedInputs.write(prepared.fromFhir()), storedResults.write(result));
        Assessment assessment = outcomes.recordCompleted(patient.getPatientId(), requests.write(given), source, stored);
        metrics.accepted(tenantContext.requireTenantId());
        metrics.completed(tenantContext.requireTenantId(), stored.riskLevel(),
                Duration.between(started, clock.instant()));
        return new Ran(assessment, prepared.patientCase(), result, prepared.fromFhir().inputsFromFhir());
    }
}
