package com.medvigil.assessment;

import java.time.Clock;
import java.time.Duration;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.RecoverableDataAccessException;
import org.springframework.dao.TransientDataAccessException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.CannotCreateTransactionException;

import com.medvigil.assessment.AssessmentOutcomes.StoredResult;
import com.medvigil.engine.AssessmentEngine;
import com.medvigil.engine.EngineResult;
import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.assessment.AssessmentJobs;
import com.medvigil.model.assessment.ClaimedJob;
import com.medvigil.model.tenancy.TenantContext;

/**
 * Processes one claimed assessment inside its tenant's scope: gather the inputs, run the engine,
 * store the result. A database that is briefly unreachable makes the job wait and try again; a
 * failure that another attempt cannot cure (a bug, unreadable input) fails the assessment at
 * once with a reason, and so does the last allowed attempt.
 */
@Component
class AssessmentProcessor {

    private static final Logger log = LoggerFactory.getLogger(AssessmentProcessor.class);

    private final AssessmentOutcomes outcomes;
    private final AssessmentJobs jobs;
    private final EngineInputs inputs;
    private final AssessmentEngine engine;
    private final TenantContext tenantContext;
    private final StoredInputs storedInputs;
    private final StoredResults storedResults;
    private final AssessmentProcessingProperties properties;
    private final AssessmentMetrics metrics;
    private final Clock clock;

    AssessmentProcessor(AssessmentOutcomes outcomes, AssessmentJobs jobs, EngineInputs inputs, AssessmentEngine engine,
                        TenantContext tenantContext, StoredInputs storedInputs, StoredResults storedResults,
                        AssessmentProcessingProperties properties, AssessmentMetrics metrics, Clock clock) {
        this.outcomes = outcomes;
        this.jobs = jobs;
        this.inputs = inputs;
        this.engine = engine;
        this.tenantContext = tenantContext;
        this.storedInputs = storedInputs;
        this.storedResults = storedResults;
        this.properties = properties;
        this.metrics = metrics;
        this.clock = clock;
    }

    void process(ClaimedJob job) {
        // The scope also puts the tenant into the log lines, as those of its request had it.
        tenantContext.runAs(job.tenantId(), () -> processInTenantScope(job));
    }

    private void processInTenantScope(ClaimedJob job) {
        try {
            if (job.attempt() > properties.maxAttempts()) {
                outcomes.fail(job, "Processing did not succeed in " + properties.maxAttempts() + " attempts");
                metrics.failed(job.tenantId());
                return;
            }
            Assessment assessment = outcomes.start(job, properties.lease());
            EngineInputs.Prepared prepared = inputs.prepare(assessment);
            EngineResult result = engine.assess(prepared.patientCase());
            StoredResult stored = StoredResult.of(result, storedInputs.write(prepared.fromFhir()), storedResults.write(result));
            outcomes.complete(job, stored);
            metrics.completed(job.tenantId(), stored.riskLevel(),
                    Duration.between(assessment.getCreatedAt(), clock.instant()));
        } catch (LeaseLostException e) {
            log.warn("{}; another worker finishes assessment {}", e.getMessage(), job.assessmentId());
        } catch (TransientDataAccessException | RecoverableDataAccessException | DataAccessResourceFailureException
                 | CannotCreateTransactionException e) {
            retryOrFail(job, e);
        } catch (RuntimeException e) {
            log.error("Assessment {} could not be processed", job.assessmentId(), e);
            failQuietly(job, "The assessment could not be processed (internal error); quote assessment id "
                    + job.assessmentId() + " to support");
        }
    }

    private void retryOrFail(ClaimedJob job, Exception cause) {
        if (job.attempt() >= properties.maxAttempts()) {
            log.error("Assessment {} failed on its last attempt", job.assessmentId(), cause);
            failQuietly(job, "The service could not reach its database in " + properties.maxAttempts() + " attempts");
        } else {
            log.warn("Assessment {} attempt {} failed; retrying in {}", job.assessmentId(), job.attempt(),
                    properties.retryDelay(), cause);
            jobs.retryLater(job, properties.retryDelay(), cause.getClass().getSimpleName());
        }
    }

    /** If even storing the failure fails, the lease runs out and the job is claimed again. */
    private void failQuietly(ClaimedJob job, String reason) {
        try {
            outcomes.fail(job, reason);
            metrics.failed(job.tenantId());
        } catch (RuntimeException e) {
            log.error("Could not record the failure of assessment {}; its lease will expire and it will be retried",
                    job.assessmentId(), e);
        }
    }
}
