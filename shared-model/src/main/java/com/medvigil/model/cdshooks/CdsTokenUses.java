package com.medvigil.model.cdshooks;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.UUID;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/**
 * The CDS tokens already accepted, until they expire, so that none is accepted twice. The primary
 * key decides, in the database every replica shares: of two replicas presented the same token at
 * once, one insert succeeds and the other fails.
 *
 * <p>Plain SQL on purpose: a token is recorded before its tenant's scope is open, in a statement
 * of its own (on PostgreSQL a failed insert would spoil a surrounding transaction).
 */
@Repository
public class CdsTokenUses {

    private static final String RECORD = "INSERT INTO cds_token_use (token_hash, tenant_id, expires_at) VALUES (?, ?, ?)";
    private static final String DELETE_EXPIRED = "DELETE FROM cds_token_use WHERE expires_at < ?";

    private final JdbcTemplate jdbc;

    CdsTokenUses(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * Records the first use of a token; false when it was used before.
     *
     * @param tokenHash the SHA-256 (64 hex digits) of the token's issuer and id
     * @param expiresAt until when the token could be accepted, and hence must be remembered
     */
    public boolean recordFirstUse(String tokenHash, UUID tenantId, Instant expiresAt) {
        try {
            jdbc.update(RECORD, tokenHash, tenantId, Timestamp.from(expiresAt));
            return true;
        } catch (DuplicateKeyException usedBefore) {
            return false;
        }
    }

    /** Forgets the tokens that expired before {@code now}: none of them could be accepted again anyway. */
    public int deleteExpiredBefore(Instant now) {
        return jdbc.update(DELETE_EXPIRED, Timestamp.from(now));
    }
}
