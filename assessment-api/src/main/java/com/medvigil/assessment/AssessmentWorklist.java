package com.medvigil.assessment;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import jakarta.persistence.criteria.Predicate;

import org.springframework.data.domain.Sort;
import org.springframework.data.jpa.domain.Specification;
import org.springframework.stereotype.Component;

import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.assessment.Assessments;
import com.medvigil.model.assessment.ProcessingStatus;
import com.medvigil.model.assessment.ReviewStatus;
import com.medvigil.model.persistence.PageCursor;

/**
 * The clinicians' worklist: the current tenant's assessments, newest first, filtered and paged by
 * keyset (createdAt, id), so a page is as cheap on page 500 as on page 1.
 */
@Component
public class AssessmentWorklist {

    private static final Sort NEWEST_FIRST = Sort.by(Sort.Order.desc("createdAt"), Sort.Order.desc("id"));

    private final Assessments assessments;

    AssessmentWorklist(Assessments assessments) {
        this.assessments = assessments;
    }

    /** What the list is narrowed to; every field may be null. */
    public record Filter(UUID patientId, String riskLevel, ReviewStatus reviewStatus, ProcessingStatus status,
                         Instant createdAfter) {
    }

    /** One page, and the cursor of the next page (null on the last). */
    public record Page(List<Assessment> items, PageCursor next) {
    }

    public Page page(Filter filter, PageCursor after, int limit) {
        List<Assessment> found = assessments.findBy(matching(filter, after),
                query -> query.sortBy(NEWEST_FIRST).limit(limit + 1).all());
        if (found.size() <= limit) {
            return new Page(found, null);
        }
        List<Assessment> page = found.subList(0, limit);
        Assessment last = page.get(limit - 1);
        return new Page(List.copyOf(page), new PageCursor(last.getCreatedAt(), last.getId()));
    }

    private static Specification<Assessment> matching(Filter filter, PageCursor after) {
        return (root, query, cb) -> {
            List<Predicate> predicates = new ArrayList<>();
            if (filter.patientId() != null) {
                predicates.add(cb.equal(root.get("patientId"), filter.patientId()));
            }
            if (filter.riskLevel() != null) {
                predicates.add(cb.equal(root.get("riskLevel"), filter.riskLevel()));
            }
            if (filter.reviewStatus() != null) {
                predicates.add(cb.equal(root.get("reviewStatus"), filter.reviewStatus()));
            }
            if (filter.status() != null) {
                predicates.add(cb.equal(root.get("status"), filter.status()));
            }
            if (filter.createdAfter() != null) {
                predicates.add(cb.greaterThan(root.get("createdAt"), filter.createdAfter()));
            }
            if (after != null) {
                predicates.add(cb.or(
                        cb.lessThan(root.get("createdAt"), after.createdAt()),
                        cb.and(cb.equal(root.get("createdAt"), after.createdAt()), cb.lessThan(root.<UUID>get("id"), after.id()))));
            }
            return cb.and(predicates.toArray(Predicate[]::new));
        };
    }
}
