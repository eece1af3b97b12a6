package com.medvigil.model.assessment;

import java.util.UUID;

/** A job this worker holds the lease of; only the holder of the lease token may finish it. */
public record ClaimedJob(UUID assessmentId, UUID tenantId, UUID leaseToken, int attempt) {
}
