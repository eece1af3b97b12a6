package com.medvigil.assessment;

import java.time.Clock;
import java.util.UUID;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.assessment.Assessments;
import com.medvigil.model.assessment.ReviewActor;
import com.medvigil.model.assessment.ReviewStatus;
import com.medvigil.model.assessment.ReviewStatusChanges;
import com.medvigil.model.error.NotFoundException;

/** Sets an assessment's review status and records the change in its audit trail, in one transaction. */
@Service
public class AssessmentReviews {

    private final Assessments assessments;
    private final ReviewStatusChanges changes;
    private final Clock clock;

    AssessmentReviews(Assessments assessments, ReviewStatusChanges changes, Clock clock) {
        this.assessments = assessments;
        this.changes = changes;
        this.clock = clock;
    }

    /** Every request is recorded, a move to the current state too: the trail shows who confirmed what. */
    @Transactional
    public Assessment change(UUID assessmentId, ReviewStatus to, ReviewActor actor) {
        Assessment assessment = assessments.findForUpdate(assessmentId)
                .orElseThrow(() -> new NotFoundException("Assessment", assessmentId));
        changes.save(assessment.changeReview(to, actor, clock.instant()));
        return assessment;
    }
}
