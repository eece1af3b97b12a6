package com.medvigil.model.assessment;

import java.util.Optional;
import java.util.UUID;

import jakarta.persistence.LockModeType;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.JpaSpecificationExecutor;
import org.springframework.data.jpa.repository.Lock;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/** The current tenant's assessments. */
public interface Assessments extends JpaRepository<Assessment, UUID>, JpaSpecificationExecutor<Assessment> {

    /**
     * Loads an assessment and locks its row until the transaction ends, so that a reviewer's status
     * change and the worker's completion never act on each other's stale copy.
     */
    @Lock(LockModeType.PESSIMISTIC_WRITE)
    @Query("select a from Assessment a where a.id = :id")
    Optional<Assessment> findForUpdate(@Param("id") UUID id);
}
