package com.medvigil.model.assessment;

/** Where an assessment is in its processing: PENDING, then PROCESSING, then COMPLETED or FAILED. */
public enum ProcessingStatus {
    PENDING, PROCESSING, COMPLETED, FAILED
}
