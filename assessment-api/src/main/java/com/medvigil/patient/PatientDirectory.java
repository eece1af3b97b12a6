package com.medvigil.patient;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import jakarta.persistence.criteria.Predicate;

import org.springframework.data.domain.Sort;
import org.springframework.data.jpa.domain.Specification;
import org.springframework.stereotype.Component;

import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.patient.PatientProfile;
import com.medvigil.model.patient.PatientProfiles;
import com.medvigil.model.persistence.PageCursor;

/** The current tenant's patient profiles: one by id, or pages in creation order, optionally by externalId. */
@Component
public class PatientDirectory {

    private static final Sort OLDEST_FIRST = Sort.by(Sort.Order.asc("createdAt"), Sort.Order.asc("patientId"));

    private final PatientProfiles profiles;

    PatientDirectory(PatientProfiles profiles) {
        this.profiles = profiles;
    }

    /** One page, and the cursor of the next page (null on the last). */
    public record Page(List<PatientProfile> items, PageCursor next) {
    }

    /** The tenant's profile with this id; another tenant's is not found, exactly like a missing one. */
    public PatientProfile find(UUID patientId) {
        return profiles.findByPatientId(patientId).orElseThrow(() -> new NotFoundException("Patient", patientId));
    }

    public Page page(String externalId, PageCursor after, int limit) {
        Specification<PatientProfile> matching = (root, query, cb) -> {
            List<Predicate> predicates = new ArrayList<>();
            if (externalId != null) {
                predicates.add(cb.equal(root.get("externalId"), externalId));
            }
            if (after != null) {
                predicates.add(cb.or(cb.greaterThan(root.get("createdAt"), after.createdAt()),
                        cb.and(cb.equal(root.get("createdAt"), after.createdAt()), cb.greaterThan(root.get("patientId"), after.id()))));
            }
            return cb.and(predicates.toArray(Predicate[]::new));
        };
        List<PatientProfile> found = profiles.findBy(matching, q -> q.sortBy(OLDEST_FIRST).limit(limit + 1).all());
        if (found.size() <= limit) {
            return new Page(found, null);
        }
        PatientProfile last = found.get(limit - 1);
        return new Page(List.copyOf(found.subList(0, limit)), new PageCursor(last.getCreatedAt(), last.getPatientId()));
    }
}
