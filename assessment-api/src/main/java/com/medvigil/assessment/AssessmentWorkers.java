package com.medvigil.assessment;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.UUID;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionalEventListener;

import com.medvigil.model.assessment.AssessmentJobs;
import com.medvigil.model.assessment.ClaimedJob;
import com.medvigil.work.WorkPool;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * This instance's assessment workers. A request accepted here is processed at once, after its
 * transaction commits; a poller picks up everything else that is due (requests accepted while the
 * queue was full, work of a crashed or stopped instance, retries). Claims go through
 * {@link AssessmentJobs}, so with several replicas each assessment is processed once.
 *
 * <p>On shutdown the instance stops claiming, hands back jobs it claimed but has not started, and
 * lets the running ones finish ({@link WorkPool}).
 */
@Component
class AssessmentWorkers extends WorkPool {

    private static final Logger log = LoggerFactory.getLogger(AssessmentWorkers.class);
    /** Queued claims per worker the poller tops up to: seconds of work, far within a lease. */
    private static final int CLAIMS_PER_WORKER = 50;
    private static final Duration DRAIN_TIMEOUT = Duration.ofSeconds(30);

    private final AssessmentJobs jobs;
    private final AssessmentProcessor processor;
    private final AssessmentProcessingProperties properties;
    private final String owner = ManagementFactory.getRuntimeMXBean().getName() + "/" + UUID.randomUUID();

    AssessmentWorkers(AssessmentJobs jobs, AssessmentProcessor processor, AssessmentProcessingProperties properties,
                      MeterRegistry meters) {
        super(new Settings("assessment-worker", "Assessment workers", "jobs", properties.workers(),
                properties.queueCapacity(), DRAIN_TIMEOUT, Unstarted.HAND_BACK));
        this.jobs = jobs;
        this.processor = processor;
        this.properties = properties;
        Gauge.builder("medvigil.assessments.queue.local", this, AssessmentWorkers::queued)
                .description("Assessments this replica has taken and that wait for one of its workers")
                .register(meters);
    }

    @Override
    protected boolean enabled() {
        return properties.processingEnabled();
    }

    /** The fast path: the instance that accepted the request processes it right after the commit. */
    @TransactionalEventListener
    void onAccepted(AssessmentAccepted accepted) {
        boolean queued = execute(() -> jobs.claim(accepted.assessmentId(), accepted.tenantId(), owner, properties.lease())
                .ifPresent(processor::process));
        if (!queued && isRunning()) {
            log.debug("Worker queue full; assessment {} waits for the poller", accepted.assessmentId());
        }
    }

    /**
     * Claims due jobs of every tenant, only as many as the workers will start soon: a claim's lease
     * runs from the moment of claiming, so a long local backlog would let leases expire before the
     * work starts, and another replica would then do it again.
     */
    @Scheduled(fixedDelayString = "${medvigil.assessments.poll-interval:1s}")
    void pollForDueJobs() {
        if (!isRunning()) {
            return;
        }
        int room = Math.min(remainingCapacity(), CLAIMS_PER_WORKER * properties.workers() - queued());
        if (room <= 0) {
            return;
        }
        for (ClaimedJob job : jobs.claimDue(room, owner, properties.lease())) {
            execute(new ClaimedAssessment(job));
        }
    }

    /** A job already leased by the poller: handed back if the instance stops before it starts. */
    private final class ClaimedAssessment implements ClaimedWork {

        private final ClaimedJob job;

        ClaimedAssessment(ClaimedJob job) {
            this.job = job;
        }

        @Override
        public void run() {
            processor.process(job);
        }

        @Override
        public void handBack() {
            jobs.release(job);
        }
    }
}
