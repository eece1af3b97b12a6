package com.medvigil.fhir.submit;

import java.time.Duration;
import java.util.Objects;

/**
 * What one {@code $submit} may take, given by the application from its configuration. Memory for
 * a bundle grows with its entries, as it is stored in one transaction: a bundle with more than
 * {@code maxEntries} is refused (413) while it is read, before its entries are parsed into FHIR
 * models. {@code maxBytes} is the byte limit the application enforces on the body; at most
 * {@code bundlesAtOnce} bundles are stored at the same time, a large one alone, and a bundle waits
 * up to {@code admissionWait} for its turn ({@link SubmitAdmission}).
 */
public record SubmitLimits(int maxEntries, long maxBytes, int bundlesAtOnce, Duration admissionWait) {

    public SubmitLimits {
        if (maxEntries < 1) {
            throw new IllegalArgumentException("a bundle must be allowed at least one entry, not " + maxEntries);
        }
        if (bundlesAtOnce < 1) {
            throw new IllegalArgumentException("at least one bundle must be stored at a time, not " + bundlesAtOnce);
        }
        Objects.requireNonNull(admissionWait, "admissionWait");
    }
}
