package com.medvigil.webhook;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.TransientDataAccessException;
import org.springframework.scheduling.concurrent.CustomizableThreadFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.TransactionException;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.work.WorkPool;

/**
 * Runs webhook delivery on this replica. One dispatcher thread fans new outbox events out into
 * deliveries and claims due deliveries, as many as there are idle workers, in one transaction;
 * the workers make the attempts and record them. The dispatcher wakes when a transaction that added work commits on this replica,
 * when a retry of its own falls due, and at every poll, which finds work committed by other
 * replicas or left behind by a replica that stopped.
 *
 * <p>On shutdown the replica stops claiming, hands back deliveries it claimed but has not started,
 * and lets the attempts in flight finish and be recorded ({@link WorkPool}).
 */
@Component
class WebhookDispatcher extends WorkPool {

    private static final Logger log = LoggerFactory.getLogger(WebhookDispatcher.class);
    private static final Duration RECORD_RETRY_PAUSE = Duration.ofMillis(250);

    private final DeliveryQueue queue;
    private final DeliverySender sender;
    private final TenantContext tenantContext;
    private final WebhookProperties properties;
    private final WebhookMetrics metrics;
    private final Clock clock;
    private final Semaphore idleWorkers;
    private final AtomicBoolean wakeQueued = new AtomicBoolean();
    private final AtomicLong attemptsMade = new AtomicLong();

    private volatile ScheduledThreadPoolExecutor loop;

    WebhookDispatcher(DeliveryQueue queue, DeliverySender sender, TenantContext tenantContext,
                      WebhookProperties properties, WebhookMetrics metrics, Clock clock) {
        // Each attempt is bounded by the timeout; the claims never outnumber the workers, so the queue holds them all.
        super(new Settings("webhook-delivery", "Webhook dispatcher", "deliveries", properties.workers(),
                Integer.MAX_VALUE, properties.timeout().plusSeconds(2), Unstarted.HAND_BACK));
        this.queue = queue;
        this.sender = sender;
        this.tenantContext = tenantContext;
        this.properties = properties;
        this.metrics = metrics;
        this.clock = clock;
        this.idleWorkers = new Semaphore(properties.workers());
    }

    @Override
    protected void started() {
        CustomizableThreadFactory threads = new CustomizableThreadFactory("webhook-dispatcher-");
        threads.setDaemon(true);
        loop = new ScheduledThreadPoolExecutor(1, threads);
        loop.setRemoveOnCancelPolicy(true);
        // Retry wake-ups still waiting are dropped on stop; the next start's first poll finds those retries.
        loop.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        // The first poll runs at once: work left by a previous run is taken up on start.
        loop.scheduleWithFixedDelay(this::wake, 0, properties.pollInterval().toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    protected void stopping() {
        loop.shutdown();
    }

    /** A dispatch round under way finishes first: the claims it makes are then refused and handed back. */
    @Override
    protected void awaitStopped(Duration timeout) throws InterruptedException {
        if (!loop.awaitTermination(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            loop.shutdownNow();
        }
    }

    /**
     * A transaction that stored an outbox event or a redelivery has committed: dispatch it shortly,
     * with whatever else commits in the meantime (at a CDS Hooks call rate, one round per event
     * cost more than the rest of the webhook work together).
     */
    @TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT)
    void onWorkAdded(WebhookWorkAdded added) {
        wakeAfter(properties.dispatchDelay());
    }

    /** Asks for a dispatch round now; requests that arrive while one is waiting to run share it. */
    void wake() {
        wakeAfter(Duration.ZERO);
    }

    /**
     * Asks for a dispatch round after {@code delay}; requests that arrive while one is waiting to
     * run share it, so a delay gathers the work committed meanwhile into one round.
     */
    private void wakeAfter(Duration delay) {
        if (isRunning() && wakeQueued.compareAndSet(false, true)) {
            try {
                loop.schedule(this::dispatch, delay.toMillis(), TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException stopping) {
                wakeQueued.set(false);
            }
        }
    }

    private void dispatch() {
        wakeQueued.set(false);
        try {
            boolean more = true;
            while (isRunning() && more) {
                int idle = idleWorkers.availablePermits();
                DeliveryQueue.Round round = queue.dispatchAndClaim(idle);
                round.claims().forEach(this::submit);
                // A full batch of events, or as many claims as idle workers: more may be waiting.
                more = round.eventsDispatched() == OutboxDispatch.BATCH_SIZE
                        || (idle > 0 && round.claims().size() == idle);
            }
        } catch (RuntimeException e) {
            log.warn("Webhook dispatch failed; trying again at the next poll", e);
        }
    }

    private void submit(DeliveryQueue.Claim claim) {
        idleWorkers.acquireUninterruptibly();
        execute(new Attempt(claim));
    }

    /** Hands a claim back unused; if even that fails, its lease runs out and another replica takes it. */
    private void releaseQuietly(DeliveryQueue.Claim claim) {
        try {
            queue.release(claim);
        } catch (RuntimeException e) {
            log.warn("Webhook delivery {} could not be handed back; it is taken up when its lease runs out",
                    claim.deliveryId(), e);
        }
    }

    /** One claimed delivery's attempt, waiting for a worker: handed back if the replica stops first. */
    private final class Attempt implements ClaimedWork {

        private final DeliveryQueue.Claim claim;

        Attempt(DeliveryQueue.Claim claim) {
            this.claim = claim;
        }

        @Override
        public void run() {
            try {
                tenantContext.runAs(claim.tenantId(), () -> attempt(claim));
            } finally {
                idleWorkers.release();
                wake();
            }
        }

        @Override
        public void handBack() {
            idleWorkers.release();
            releaseQuietly(claim);
        }
    }

    /** In the claim's tenant scope, so that every line logged carries the tenant. */
    private void attempt(DeliveryQueue.Claim claim) {
        try {
            AttemptOutcome outcome = sender.send(claim);
            attemptsMade.incrementAndGet();
            DeliveryQueue.Recorded recorded = recordWhileLeased(claim, outcome);
            metrics.attempted(claim, outcome, recorded);
            recorded.retryAt().ifPresent(this::wakeAt);
            if (!outcome.succeeded()) {
                log.info("Webhook delivery {} attempt {} to webhook {} failed: {}", claim.deliveryId(),
                        claim.number(), claim.webhookId(), outcome.describe());
            }
        } catch (DataAccessException | TransactionException e) {
            // Most likely the database is unreachable: the delivery is taken up again when its lease runs out.
            log.warn("The outcome of webhook delivery {} could not be recorded; it is retried when its lease runs out",
                    claim.deliveryId(), e);
        } catch (RuntimeException e) {
            log.error("Webhook delivery {} cannot be attempted; it is marked failed", claim.deliveryId(), e);
            giveUp(claim);
        }
    }

    /**
     * The attempt has been sent, so a record lost now means sending it again once the lease runs
     * out. A record refused for a passing reason (a lock wait that timed out; a deadlock) is tried
     * again while the lease lasts.
     */
    private DeliveryQueue.Recorded recordWhileLeased(DeliveryQueue.Claim claim, AttemptOutcome outcome) {
        while (true) {
            try {
                return queue.record(claim, outcome);
            } catch (TransientDataAccessException e) {
                if (!clock.instant().plus(RECORD_RETRY_PAUSE).isBefore(claim.leasedUntil()) || !pause()) {
                    throw e;
                }
                log.info("Webhook delivery {} attempt {} could not be recorded ({}); trying again", claim.deliveryId(),
                        claim.number(), e.getClass().getSimpleName());
            }
        }
    }

    /** Answers false when interrupted (the replica is stopping). */
    private static boolean pause() {
        try {
            Thread.sleep(RECORD_RETRY_PAUSE.toMillis());
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private void giveUp(DeliveryQueue.Claim claim) {
        try {
            queue.giveUp(claim, "internal error in the service; see its log");
        } catch (RuntimeException e) {
            log.warn("Webhook delivery {} could not be marked failed", claim.deliveryId(), e);
        }
    }

    /** Delivery attempts this replica has made since it started, for monitoring. */
    long attemptsMade() {
        return attemptsMade.get();
    }

    /** Wakes when a retry this replica scheduled falls due, rather than at the next poll after it. */
    private void wakeAt(Instant due) {
        long delayMillis = Math.max(0, Duration.between(clock.instant(), due).toMillis());
        try {
            loop.schedule(this::wake, delayMillis, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException stopping) {
            // stopping: the next start's first poll finds the retry
        }
    }
}
