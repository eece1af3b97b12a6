package com.medvigil.model.patient;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.JpaSpecificationExecutor;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/**
 * The patient profiles of the current tenant. They are looked up by patientId: Hibernate adds the
 * tenant of the open scope to every query, and the key (tenant, patientId) to every write.
 */
public interface PatientProfiles extends JpaRepository<PatientProfile, PatientKey>, JpaSpecificationExecutor<PatientProfile> {

    Optional<PatientProfile> findByPatientId(UUID patientId);

    /**
     * The profile by its whole key, in SQL: the key names the tenant, and Hibernate builds its load
     * plan afresh for every {@code findById} in a tenant's session (the tenant filter), which was a
     * tenth of a CDS Hooks call. The profile found is managed, as {@code findById}'s is.
     */
    @Query(value = "SELECT * FROM patient WHERE tenant_id = :tenantId AND id = :patientId", nativeQuery = true)
    Optional<PatientProfile> findByKey(@Param("tenantId") UUID tenantId, @Param("patientId") UUID patientId);

    List<PatientProfile> findByPatientIdIn(Collection<UUID> patientIds);

    /** Several profiles may share an externalId: stubs carry their default facility's. */
    List<PatientProfile> findByExternalIdOrderByCreatedAtAscPatientIdAsc(String externalId);
}
