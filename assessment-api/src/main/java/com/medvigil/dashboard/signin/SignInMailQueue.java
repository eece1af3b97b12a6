package com.medvigil.dashboard.signin;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * Looks up and mails sign-in links after the request that asked for them has been answered, so
 * the answer takes as long, and says the same, whether the address is an administrator's or not.
 * Bounded: when the queue is full a request is dropped (the rate limits keep that rare), and the
 * person may simply ask again.
 */
@Component
class SignInMailQueue implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(SignInMailQueue.class);
    private static final int THREADS = 2;
    private static final int CAPACITY = 200;

    private final ThreadPoolExecutor executor;
    private final AtomicInteger pending = new AtomicInteger();
    private volatile boolean running;

    SignInMailQueue() {
        AtomicInteger threads = new AtomicInteger();
        this.executor = new ThreadPoolExecutor(THREADS, THREADS, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(CAPACITY),
                work -> new Thread(work, "sign-in-mail-" + threads.incrementAndGet()));
    }

    /** Queues the work; false when the queue is full or the instance is stopping. */
    boolean offer(Runnable work) {
        if (!running) {
            return false;
        }
        pending.incrementAndGet();
        try {
            executor.execute(() -> {
                try {
                    work.run();
                } finally {
                    pending.decrementAndGet();
                }
            });
            return true;
        } catch (RejectedExecutionException full) {
            pending.decrementAndGet();
            return false;
        }
    }

    /** Requests queued or being worked on, for metrics and for tests that wait until none is left. */
    int pending() {
        return pending.get();
    }

    @Override
    public void start() {
        running = true;
    }

    @Override
    public void stop() {
        running = false;
        executor.shutdown();
        try {
            if (!executor.awaitTermination(15, TimeUnit.SECONDS)) {
                log.warn("Sign-in mails still being sent after 15 s; {} were not sent", executor.shutdownNow().size());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    /** Stops after the web server has drained in-flight requests, while the database is still open. */
    @Override
    public int getPhase() {
        return SmartLifecycle.DEFAULT_PHASE - 1500;
    }
}
