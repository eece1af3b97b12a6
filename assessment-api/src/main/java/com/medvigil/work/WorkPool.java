package com.medvigil.work;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.scheduling.concurrent.CustomizableThreadFactory;

/**
 * A bounded pool of worker threads that starts and stops with the application. On stop it takes
 * no more work, hands back at once the claimed work no thread has started (or lets queued work
 * finish, as its settings say), and reports itself stopped once the running work has finished or
 * the drain timeout has passed. The assessment workers, the webhook dispatcher and the dashboard's
 * mail queue are work pools; each adds only how it finds its work.
 */
public abstract class WorkPool implements SmartLifecycle {

    /** Under the concrete pool's name, as its own lines are. */
    private final Logger log = LoggerFactory.getLogger(getClass());
    private final Settings settings;
    private volatile ThreadPoolExecutor executor;
    private volatile boolean running;

    protected WorkPool(Settings settings) {
        this.settings = settings;
    }

    /** What a stopping pool does with work queued but not started. */
    public enum Unstarted {
        /** Claimed work goes back to the database at once, for any replica to take; the rest is dropped. */
        HAND_BACK,
        /** Queued work is still done, within the drain timeout. */
        FINISH
    }

    /**
     * How a pool is run.
     *
     * @param name         thread name prefix, {@code assessment-worker} gives {@code assessment-worker-1}
     * @param description  the pool in log lines, {@code Assessment workers}
     * @param items        what it works on, plural, in log lines: {@code jobs}
     * @param threads      worker threads
     * @param capacity     work that may wait for a thread; beyond it work is refused
     * @param drainTimeout how long a stop waits for running work
     * @param unstarted    what a stop does with queued work
     */
    public record Settings(String name, String description, String items, int threads, int capacity,
                           Duration drainTimeout, Unstarted unstarted) {

        public Settings {
            if (threads < 1 || capacity < 1) {
                throw new IllegalArgumentException("A work pool needs at least one thread and room for one item");
            }
        }
    }

    /** Work claimed from the database under a lease: handed back if the pool refuses it or stops before it starts. */
    public interface ClaimedWork extends Runnable {
        void handBack();
    }

    /** Whether the pool starts at all; a pool that does not start takes no work. */
    protected boolean enabled() {
        return true;
    }

    /** Called once the pool takes work, for a subclass that starts threads of its own. */
    protected void started() {
    }

    /** Called as the pool stops taking work, before the queue is emptied. */
    protected void stopping() {
    }

    /** Waits for the subclass's own threads after {@link #stopping()}, before the workers are awaited. */
    protected void awaitStopped(Duration timeout) throws InterruptedException {
    }

    @Override
    public final synchronized void start() {
        if (!enabled()) {
            return;
        }
        CustomizableThreadFactory threads = new CustomizableThreadFactory(settings.name() + "-");
        // Daemon threads: work still running once the drain timeout has passed must not hold the JVM;
        // claimed work is retried by another replica when its lease runs out.
        threads.setDaemon(true);
        executor = new ThreadPoolExecutor(settings.threads(), settings.threads(), 0L, TimeUnit.MILLISECONDS,
                new LinkedBlockingQueue<>(settings.capacity()), threads);
        running = true;
        started();
    }

    /** Queues the work; false when the queue is full or the pool is not running. */
    protected final boolean execute(Runnable work) {
        if (!running) {
            return false;
        }
        try {
            executor.execute(work);
            return true;
        } catch (RejectedExecutionException fullOrStopping) {
            return false;
        }
    }

    /** Queues claimed work, or hands it back at once when the pool cannot take it. */
    protected final void execute(ClaimedWork work) {
        if (!execute((Runnable) work)) {
            work.handBack();
        }
    }

    /** Work waiting for a thread. */
    protected final int queued() {
        ThreadPoolExecutor current = executor;
        return current == null ? 0 : current.getQueue().size();
    }

    /** How much more work the queue takes now. */
    protected final int remainingCapacity() {
        ThreadPoolExecutor current = executor;
        return current == null ? 0 : current.getQueue().remainingCapacity();
    }

    /**
     * Stops taking work and hands back the unstarted claims at once; the running work is awaited
     * on another thread, so that the other pools of this phase stop at the same time. Spring waits
     * for the callback up to spring.lifecycle.timeout-per-shutdown-phase.
     */
    @Override
    public final void stop(Runnable callback) {
        stopTakingWork();
        Thread waiting = new Thread(() -> {
            try {
                awaitRunningWork();
            } finally {
                callback.run();
            }
        }, settings.name() + "-stop");
        waiting.setDaemon(true);
        waiting.start();
    }

    @Override
    public final void stop() {
        stopTakingWork();
        awaitRunningWork();
    }

    private synchronized void stopTakingWork() {
        running = false;
        if (executor == null) {
            return;
        }
        stopping();
        // Shut down first: work offered from now on is refused (and claims handed back by execute);
        // then what waits in the queue is taken out before a worker starts it.
        executor.shutdown();
        if (settings.unstarted() == Unstarted.HAND_BACK) {
            log.info("{} stopped claiming; {} claimed but unstarted {} handed back", settings.description(),
                    handBack(takeQueued()), settings.items());
        }
    }

    private List<Runnable> takeQueued() {
        List<Runnable> unstarted = new ArrayList<>();
        executor.getQueue().drainTo(unstarted);
        return unstarted;
    }

    private static int handBack(List<Runnable> unstarted) {
        int handedBack = 0;
        for (Runnable work : unstarted) {
            if (work instanceof ClaimedWork claimed) {
                claimed.handBack();
                handedBack++;
            }
        }
        return handedBack;
    }

    private void awaitRunningWork() {
        if (executor == null) {
            return;
        }
        try {
            awaitStopped(settings.drainTimeout());
            if (!executor.awaitTermination(settings.drainTimeout().toMillis(), TimeUnit.MILLISECONDS)) {
                // Not interrupted: an assessment interrupted mid-way would be failed rather than retried.
                List<Runnable> unstarted = takeQueued();
                handBack(unstarted);
                log.warn("{} still busy {} after stop; {} unstarted {} dropped, and leased work still running is "
                        + "retried when its lease runs out", settings.description(), settings.drainTimeout(),
                        unstarted.size(), settings.items());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public final boolean isRunning() {
        return running;
    }

    /**
     * Stops after the web server's graceful shutdown has drained in-flight requests (phase
     * DEFAULT - 1024) and before the server stops, while the datasource is still open.
     */
    @Override
    public final int getPhase() {
        return SmartLifecycle.DEFAULT_PHASE - 1500;
    }
}
