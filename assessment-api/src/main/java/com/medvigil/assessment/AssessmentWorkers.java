package com.medvigil.assessment;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionalEventListener;

import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.assessment.AssessmentJobs;
import com.medvigil.model.assessment.Assessments;
import com.medvigil.model.assessment.ClaimedJob;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * This instance's assessment workers. A request accepted here is processed at once, after its
 * transaction commits; a poller picks up everything else that is due (requests accepted while the
 * queue was full, work of a crashed or stopped instance, retries). Claims go through
 * {@link AssessmentJobs}, so with several replicas each assessment is processed once.
 *
 * <p>On shutdown the instance stops claiming, hands back jobs it claimed but has not started, and
 * lets the running ones finish.
 */
@Component
class AssessmentWorkers implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(AssessmentWorkers.class);
    /** Queued claims per worker the poller tops up to: seconds of work, far within a lease. */
    private static final int CLAIMS_PER_WORKER = 50;

    private final AssessmentJobs jobs;
    private final AssessmentProcessor processor;
    private final AssessmentProcessingProperties properties;
    private final String owner = ManagementFactory.getRuntimeMXBean().getName() + "/" + UUID.randomUUID();
    private final ThreadPoolExecutor executor;
    private volatile boolean running;

    AssessmentWorkers(AssessmentJobs jobs, AssessmentProcessor processor, AssessmentProcessingProperties properties,
                      MeterRegistry meters) {
        this.jobs = jobs;
        this.processor = processor;
        this.properties = properties;
        AtomicInteger threads = new AtomicInteger();
        this.executor = new ThreadPoolExecutor(properties.workers(), properties.workers(), 0, TimeUnit.MILLISECONDS,
                new ArrayBlockingQueue<>(properties.queueCapacity()),
                work -> new Thread(work, "assessment-worker-" + threads.incrementAndGet()));
        Gauge.builder("medvigil.assessments.queue.local", this, AssessmentWorkers::queued)
                .description("Assessments this replica has taken and that wait for one of its workers")
                .register(meters);
    }

    /** The fast path: the instance that accepted the request processes it right after the commit. */
    @TransactionalEventListener
    void onAccepted(AssessmentAccepted accepted) {
        if (!running) {
            return;
        }
        try {
            executor.execute(() -> jobs.claim(accepted.assessmentId(), accepted.tenantId(), owner, properties.lease())
                    .ifPresent(processor::process));
        } catch (RejectedExecutionException queueFull) {
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
        if (!running) {
            return;
        }
        int room = Math.min(executor.getQueue().remainingCapacity(), CLAIMS_PER_WORKER * properties.workers()
                - executor.getQueue().size());
        if (room <= 0) {
            return;
        }
        for (ClaimedJob job : jobs.claimDue(room, owner, properties.lease())) {
            try {
                executor.execute(new ClaimedWork(job));
            } catch (RejectedExecutionException queueFull) {
                jobs.release(job);
            }
        }
    }

    @Override
    public void start() {
        running = properties.processingEnabled();
    }

    /**
     * Stops claiming and hands back the claimed jobs no worker has started, at once; the jobs
     * running are awaited on another thread, so that the webhook dispatcher (same phase) stops
     * at the same time. Spring waits for the callback up to spring.lifecycle.timeout-per-shutdown-phase.
     */
    @Override
    public void stop(Runnable callback) {
        int handedBack = stopClaiming();
        Thread waiting = new Thread(() -> {
            try {
                awaitRunningJobs(handedBack);
            } finally {
                callback.run();
            }
        }, "assessment-workers-stop");
        waiting.setDaemon(true);
        waiting.start();
    }

    @Override
    public void stop() {
        awaitRunningJobs(stopClaiming());
    }

    private int stopClaiming() {
        running = false;
        // Shut down first: a job claimed from now on is refused by the executor and handed back by
        // the poller; then whatever waits in the queue is taken out before a worker starts it.
        executor.shutdown();
        List<Runnable> unstarted = new ArrayList<>();
        executor.getQueue().drainTo(unstarted);
        int handedBack = 0;
        for (Runnable work : unstarted) {
            if (work instanceof ClaimedWork claimed) {
                jobs.release(claimed.job());
                handedBack++;
            }
        }
        return handedBack;
    }

    private void awaitRunningJobs(int handedBack) {
        try {
            if (!executor.awaitTermination(30, TimeUnit.SECONDS)) {
                log.warn("Assessment workers still busy after 30 s; their leases will expire and be retried");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        log.info("Assessment workers stopped; {} claimed but unstarted jobs handed back", handedBack);
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    /** Work waiting in this instance's queue, for metrics. */
    private int queued() {
        return executor.getQueue().size();
    }

    /**
     * Stops after the web server's graceful shutdown has drained in-flight requests (phase
     * DEFAULT - 1024) and before the server stops, while the datasource is still open.
     */
    @Override
    public int getPhase() {
        return SmartLifecycle.DEFAULT_PHASE - 1500;
    }

    /** A job already leased by the poller: handed back if the instance stops before it starts. */
    private final class ClaimedWork implements Runnable {

        private final ClaimedJob job;

        ClaimedWork(ClaimedJob job) {
            this.job = job;
        }

        ClaimedJob job() {
            return job;
        }

        @Override
        public void run() {
            processor.process(job);
        }
    }
}
