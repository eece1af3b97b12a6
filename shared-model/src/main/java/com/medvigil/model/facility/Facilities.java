package com.medvigil.model.facility;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;

/** The facilities of the current tenant. */
public interface Facilities extends JpaRepository<Facility, UUID> {

    List<Facility> findAllByOrderByCreatedAtAscIdAsc();

    /** The default facility: the oldest one that is active and FHIR-enabled (stub rule 4b). */
    Optional<Facility> findFirstByActiveTrueAndFhirEnabledTrueOrderByCreatedAtAscIdAsc();

    /** The externalId stub patients get when nothing better is known; empty without a default facility. */
    default Optional<String> defaultExternalId() {
        return findFirstByActiveTrueAndFhirEnabledTrueOrderByCreatedAtAscIdAsc().map(Facility::getExternalId);
    }
}
