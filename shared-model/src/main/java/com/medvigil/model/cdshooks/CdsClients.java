package com.medvigil.model.cdshooks;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/** The CDS clients of the current tenant (or of all tenants, in an all-tenants scope). */
public interface CdsClients extends JpaRepository<CdsClient, UUID> {

    /** Oldest first. */
    @Query("select c from CdsClient c order by c.createdAt, c.id")
    List<CdsClient> findAllInOrder();

    /**
     * The client that issues tokens as {@code issuer}. Issuers are unique across tenants, so in
     * the all-tenants scope this names the tenant a token is for.
     */
    @Query("select c from CdsClient c where c.issuer = :issuer")
    Optional<CdsClient> findByIssuer(@Param("issuer") String issuer);
}
