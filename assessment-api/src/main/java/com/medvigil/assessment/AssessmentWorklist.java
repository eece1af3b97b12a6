package com.medvigil.assessment;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;

import jakarta.persistence.criteria.Predicate;

import org.springframework.data.domain.Sort;
import org.springframework.data.jpa.domain.Specification;
import org.springframework.stereotype.Component;

import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.assessment.Assessments;
import com.medvigil.model.assessment.ProcessingStatus;
import com.medvigil.model.assessment.ReviewStatus;
import com.medvigil.model.assessment.RiskLevel;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.persistence.PageCursor;

/**
 * The clinicians' worklist: the current tenant's assessments, newest first, filtered and paged by
 * keyset (createdAt, id), so a page is as cheap on page 500 as on page 1. The dashboard also pages
 * it most severe first ({@link #pageByRisk}): one risk level after the other, newest first within
 * each, with the same keyset inside a level.
 */
@Component
public class AssessmentWorklist {

    private static final Sort NEWEST_FIRST = Sort.by(Sort.Order.desc("createdAt"), Sort.Order.desc("id"));
    /**
     * The risk levels in worklist order, by name as a cursor carries them; assessments without one yet
     * (processing, failed) come last.
     */
    static final List<String> BANDS = Stream.concat(RiskLevel.names().stream(), Stream.of(RiskPosition.UNRATED)).toList();

    private final Assessments assessments;

    AssessmentWorklist(Assessments assessments) {
        this.assessments = assessments;
    }

    /** What the list is narrowed to; every field may be null. */
    public record Filter(UUID patientId, RiskLevel riskLevel, ReviewStatus reviewStatus, ProcessingStatus status,
                         Instant createdAfter) {
    }

    /** One page, and the cursor of the next page (null on the last). */
    public record Page(List<Assessment> items, PageCursor next) {
    }

    /** A page of the most-severe-first order, and the position of the next page (null on the last). */
    public record RiskPage(List<Assessment> items, RiskPosition next) {
    }

    /**
     * Where a most-severe-first page ends: the risk level (or {@link #UNRATED}) and the keyset
     * position inside it. Opaque to clients (base64url), like {@link PageCursor}.
     */
    public record RiskPosition(String band, PageCursor within) {

        public static final String UNRATED = "UNRATED";
        private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();

        public RiskPosition {
            if (!BANDS.contains(band) || within == null) {
                throw new IllegalArgumentException("A risk position needs one of " + BANDS + " and a position inside it");
            }
        }

        static RiskPosition after(Assessment last) {
            return new RiskPosition(last.getRiskLevel() == null ? UNRATED : last.getRiskLevel().name(),
                    new PageCursor(last.getCreatedAt(), last.getId()));
        }

        public String encode() {
            return ENCODER.encodeToString((band + "/" + within.encode()).getBytes(StandardCharsets.US_ASCII));
        }

        /** The position a client sent back, or null when it sent none; anything else is a 400 naming the parameter. */
        public static RiskPosition decode(String cursor) {
            if (cursor == null || cursor.isBlank()) {
                return null;
            }
            try {
                String plain = new String(Base64.getUrlDecoder().decode(cursor.strip()), StandardCharsets.US_ASCII);
                int slash = plain.indexOf('/');
                return new RiskPosition(plain.substring(0, slash), PageCursor.decode(plain.substring(slash + 1)));
            } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
                throw new InvalidFieldException("cursor", "is not a cursor this page returned");
            }
        }
    }

    /**
     * Most severe first, newest first within a risk level. One query per level still to read (four
     * at most), each the keyset query of {@link #page}, rather than one query ordered by a CASE over
     * the risk level, which no index serves.
     */
    public RiskPage pageByRisk(Filter filter, RiskPosition after, int limit) {
        List<Assessment> found = new ArrayList<>();
        int start = after == null ? 0 : BANDS.indexOf(after.band());
        for (int i = start; i < BANDS.size() && found.size() <= limit; i++) {
            String band = BANDS.get(i);
            if (filter.riskLevel() != null && !filter.riskLevel().name().equals(band)) {
                continue;
            }
            PageCursor within = after != null && i == start ? after.within() : null;
            int wanted = limit + 1 - found.size();
            found.addAll(assessments.findBy(matching(filter, within).and(inBand(band)),
                    query -> query.sortBy(NEWEST_FIRST).limit(wanted).all()));
        }
        if (found.size() <= limit) {
            return new RiskPage(List.copyOf(found), null);
        }
        List<Assessment> page = found.subList(0, limit);
        return new RiskPage(List.copyOf(page), RiskPosition.after(page.get(limit - 1)));
    }

    private static Specification<Assessment> inBand(String band) {
        return (root, query, cb) -> RiskPosition.UNRATED.equals(band)
                ? cb.isNull(root.get("riskLevel"))
                : cb.equal(root.get("riskLevel"), RiskLevel.valueOf(band));
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
