package com.medvigil.dashboard.signin;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import org.springframework.stereotype.Component;

import com.medvigil.work.WorkPool;

/**
 * Looks up and mails sign-in links after the request that asked for them has been answered, so
 * the answer takes as long, and says the same, whether the address is an administrator's or not.
 * Bounded: when the queue is full a request is dropped (the rate limits keep that rare), and the
 * person may simply ask again. On shutdown the queued mails are still sent, for up to 15 s.
 */
@Component
class SignInMailQueue extends WorkPool {

    private static final int THREADS = 2;
    private static final int CAPACITY = 200;

    private final AtomicInteger pending = new AtomicInteger();

    SignInMailQueue() {
        super(new Settings("sign-in-mail", "Sign-in mails", "mails", THREADS, CAPACITY, Duration.ofSeconds(15),
                Unstarted.FINISH));
    }

    /** Queues the work; false when the queue is full or the instance is stopping. */
    boolean offer(Runnable work) {
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
    int pending() {
        return pending.get();
    }
}
