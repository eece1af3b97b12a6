package com.medvigil.model.patient;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.JpaSpecificationExecutor;

/**
 * The patient profiles of the current tenant. They are looked up by patientId: Hibernate adds the
 * tenant of the open scope to every query, and the key (tenant, patientId) to every write.
 */
public interface PatientProfiles extends JpaRepository<PatientProfile, PatientKey>, JpaSpecificationExecutor<PatientProfile> {

    Optional<PatientProfile> findByPatientId(UUID patientId);

    List<PatientProfile> findByPatientIdIn(Collection<UUID> patientIds);

    /** Several profiles may share an externalId: stubs carry their default facility's. */
    List<PatientProfile> findByExternalIdOrderByCreatedAtAscPatientIdAsc(String externalId);
}
