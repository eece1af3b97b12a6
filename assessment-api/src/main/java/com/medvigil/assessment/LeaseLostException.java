package com.medvigil.assessment;

import com.medvigil.model.assessment.ClaimedJob;

/** This worker's lease on a job expired and another worker holds it now: its outcome must not be stored. */
public class LeaseLostException extends RuntimeException {

    public LeaseLostException(ClaimedJob job) {
        super("Lease on assessment " + job.assessmentId() + " was lost");
    }
}
