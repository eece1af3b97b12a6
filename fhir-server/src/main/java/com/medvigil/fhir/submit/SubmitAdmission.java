package com.medvigil.fhir.submit;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import org.springframework.stereotype.Component;

import ca.uhn.fhir.rest.server.exceptions.UnclassifiedServerFailureException;

/**
 * How many bundles this replica stores at the same time. A bundle's entries wait in memory until
 * its one transaction commits, so the limits of one bundle (bytes, entries) bound one bundle's
 * heap, not that of several at once: two of the largest side by side ran the image's heap out.
 * A large bundle (over a quarter of the byte limit, or of a length not given beforehand) is
 * therefore stored alone; smaller ones share the slots. A bundle that finds no slot waits its
 * turn, and after a while is answered 503 with Retry-After instead (docs/fhir.md, "Limits").
 */
@Component
public class SubmitAdmission {

    /** Seconds a refused client is asked to wait before it sends the bundle again. */
    static final int RETRY_AFTER_SECONDS = 10;

    private final int slots;
    private final long largeBundleBytes;
    private final Duration wait;
    private final Semaphore free;

    public SubmitAdmission(SubmitLimits limits) {
        this.slots = limits.bundlesAtOnce();
        this.largeBundleBytes = limits.maxBytes() / 4;
        this.wait = limits.admissionWait();
        this.free = new Semaphore(slots, true);
    }

    /** Waits for room for a bundle of this many bytes ({@code -1}: not known beforehand); close the slot when stored. */
    public Slot enter(long contentLength) {
        int needed = contentLength < 0 || contentLength > largeBundleBytes ? slots : 1;
        boolean admitted;
        try {
            admitted = free.tryAcquire(needed, wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            admitted = false;
        }
        if (!admitted) {
            UnclassifiedServerFailureException busy = new UnclassifiedServerFailureException(503,
                    "The service is storing other bundles and had no room for this one within " + wait.toSeconds()
                            + " s; send it again after " + RETRY_AFTER_SECONDS + " s");
            busy.addResponseHeader("Retry-After", Integer.toString(RETRY_AFTER_SECONDS));
            throw busy;
        }
        return () -> free.release(needed);
    }

    /** Room taken by one bundle until it is stored. */
    @FunctionalInterface
    public interface Slot extends AutoCloseable {
        @Override
        void close();
    }
}
