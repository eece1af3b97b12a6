package com.medvigil.dashboard;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import org.springframework.stereotype.Component;

import com.medvigil.work.WorkPool;

/**
 * Sends the dashboard's mails off the thread that decided to send them: sign-in links after the
 * request that asked for them has been answered, so the answer takes as long, and says the same,
 * whether the address is an administrator's or not; the notice that a webhook was disabled off
 * the webhook delivery thread, which a slow SMTP server would otherwise hold up for its timeouts
 * (10 s each) once per administrator. Bounded: when the queue is full a mail is dropped (the rate
 * limits keep that rare) and the caller logs it. On shutdown the queued mails are still sent, for
 * up to 15 s.
 */
@Component
public class DashboardMailQueue extends WorkPool {

    private static final int THREADS = 2;
    private static final int CAPACITY = 200;

    private final AtomicInteger pending = new AtomicInteger();

    public DashboardMailQueue() {
        super(new Settings("dashboard-mail", "Dashboard mails", "mails", THREADS, CAPACITY, Duration.ofSeconds(15),
                Unstarted.FINISH));
    }

    /** Queues the work; false when the queue is full or the instance is stopping. */
    public boolean offer(Runnable work) {
        pending.incrementAndGet();
        boolean queued = execute(() -> {
            try {
                work.run();
            } finally {
                pending.decrementAndGet();
            }
        });
        if (!queued) {
            pending.decrementAndGet();
        }
        return queued;
    }

    /** Requests queued or being worked on, for metrics and for tests that wait until none is left. */
    public int pending() {
        return pending.get();
    }
}
