package com.medvigil.model.tenant;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/** The API keys of the current tenant (or of all tenants, in an all-tenants scope). */
public interface ApiKeys extends JpaRepository<ApiKey, UUID> {

    List<ApiKey> findAllByOrderByCreatedAtAsc();

    /** Sets lastUsedAt unless it was set recently, so a busy key does not cost a write per request. */
    @Modifying
    @Query("""
            update ApiKey k set k.lastUsedAt = :now
            where k.id = :id and (k.lastUsedAt is null or k.lastUsedAt < :staleBefore)""")
    int recordUse(@Param("id") UUID id, @Param("now") Instant now, @Param("staleBefore") Instant staleBefore);
}
