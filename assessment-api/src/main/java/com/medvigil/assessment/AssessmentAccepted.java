package com.medvigil.assessment;

import java.util.UUID;

/** Published when an assessment request is stored; after commit, a local worker takes it at once. */
public record AssessmentAccepted(UUID assessmentId, UUID tenantId) {
}
