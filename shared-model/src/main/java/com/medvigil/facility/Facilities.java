package com.medvigil.facility;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;

/** The facilities of the current tenant. */
public interface Facilities extends JpaRepository<Facility, UUID> {

    List<Facility> findAllByOrderByCreatedAtAscIdAsc();

    /** The default facility: the oldest one that is active and FHIR-enabled (stub rule 4b). */
    Optional<Facility> findFirstByActiveTrueAndFhirEnabledTrueOrderByCreatedAtAscIdAsc();
}
