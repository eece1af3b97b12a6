package com.medvigil.patient;

import java.util.List;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.JpaSpecificationExecutor;

/** The patient profiles of the current tenant. */
public interface PatientProfiles extends JpaRepository<PatientProfile, UUID>, JpaSpecificationExecutor<PatientProfile> {

    /** Several profiles may share an externalId: stubs carry their default facility's. */
    List<PatientProfile> findByExternalIdOrderByCreatedAtAscIdAsc(String externalId);
}
