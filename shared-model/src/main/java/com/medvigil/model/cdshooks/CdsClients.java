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

    /** The client registered under {@code issuer}, if the scope sees it. */
    @Query("select c from CdsClient c where c.issuer = :issuer")
    Optional<CdsClient> findByIssuer(@Param("issuer") String issuer);

    /**
     * The client that issues tokens as {@code issuer}, with its tenant's rate limit. Issuers are
     * unique across tenants, so in the all-tenants scope this names the tenant a token is for.
     */
    @Query("""
            select new com.medvigil.model.cdshooks.IssuingClient(c.id, c.tenantId, c.name, c.issuer, c.jwksUrl, c.jwks,
                t.rateLimitPerMinute)
            from CdsClient c, Tenant t where t.id = c.tenantId and c.issuer = :issuer""")
    Optional<IssuingClient> findIssuing(@Param("issuer") String issuer);
}
