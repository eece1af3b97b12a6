package com.medvigil.assessment;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.assessment.AssessmentJobs;
import com.medvigil.model.assessment.AssessmentSource;
import com.medvigil.model.assessment.Assessments;
import com.medvigil.model.assessment.ClaimedJob;
import com.medvigil.model.assessment.RiskLevel;
import com.medvigil.engine.EngineResult;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.webhook.AssessmentEvent;
import com.medvigil.webhook.WebhookOutbox;

/**
 * Stores what processing made of an assessment. Each outcome is one transaction that removes the
 * job (only while this worker still holds its lease), writes the assessment's final state and
 * hands the {@code assessment.completed} or {@code assessment.failed} event to the webhook
 * outbox: the state and its event are committed together or not at all.
 */
@Service
public class AssessmentOutcomes {

    private final Assessments assessments;
    private final AssessmentJobs jobs;
    private final WebhookOutbox outbox;
    private final Clock clock;

    AssessmentOutcomes(Assessments assessments, AssessmentJobs jobs, WebhookOutbox outbox, Clock clock) {
        this.assessments = assessments;
        this.jobs = jobs;
        this.outbox = outbox;
        this.clock = clock;
    }

    /**
     * Marks the assessment PROCESSING and answers it, for the worker to read its request; the
     * lease runs for {@code lease} from now on.
     */
    @Transactional
    public Assessment start(ClaimedJob job, Duration lease) {
        if (!jobs.renew(job, lease)) {
            throw new LeaseLostException(job);
        }
        Assessment assessment = load(job);
        assessment.startProcessing(clock.instant());
        return assessment;
    }

    @Transactional
    public void complete(ClaimedJob job, StoredResult result) {
        finishJob(job);
        Assessment assessment = load(job);
        Instant now = clock.instant();
        assessment.complete(result.riskLevel(), result.summary(), result.inputsJson(), result.resultJson(), now);
        outbox.publish(AssessmentEvent.completed(assessment.getId(), assessment.getPatientId(), result.riskLevel(),
                result.summary(), now));
    }

    /**
     * Stores an assessment its caller ran at once (a CDS Hooks call answers while the prescriber
     * waits), completed, with its {@code assessment.completed} event, in the caller's transaction.
     */
    @Transactional(propagation = Propagation.MANDATORY)
    public Assessment recordCompleted(UUID patientId, String requestJson, AssessmentSource source, StoredResult result) {
        Instant now = clock.instant();
        Assessment assessment = Assessment.runAtOnce(patientId, requestJson, source, now);
        assessment.complete(result.riskLevel(), result.summary(), result.inputsJson(), result.resultJson(), now);
        assessments.save(assessment);
        outbox.publish(AssessmentEvent.completed(assessment.getId(), assessment.getPatientId(), result.riskLevel(),
                result.summary(), now));
        return assessment;
    }

    @Transactional
    public void fail(ClaimedJob job, String reason) {
        finishJob(job);
        Assessment assessment = load(job);
        Instant now = clock.instant();
        assessment.fail(reason, now);
        outbox.publish(AssessmentEvent.failed(assessment.getId(), assessment.getPatientId(), reason, now));
    }

    private void finishJob(ClaimedJob job) {
        if (!jobs.finish(job)) {
            throw new LeaseLostException(job);
        }
    }

    private Assessment load(ClaimedJob job) {
        return assessments.findForUpdate(job.assessmentId())
                .orElseThrow(() -> new NotFoundException("Assessment", job.assessmentId()));
    }

    /** The engine's answer as it is stored: the two columns the worklist filters on, and the JSON documents. */
    public record StoredResult(RiskLevel riskLevel, String summary, String inputsJson, String resultJson) {

        /** The engine grades with an enum of its own; the grade is stored by its name (AssessmentVocabularyTest). */
        static StoredResult of(EngineResult result, String inputsJson, String resultJson) {
            return new StoredResult(RiskLevel.valueOf(result.riskLevel().name()), result.summary(), inputsJson, resultJson);
        }
    }
}
