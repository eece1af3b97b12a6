package com.medvigil.cdshooks.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Instant;
import java.util.HexFormat;
import java.util.UUID;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import com.medvigil.model.cdshooks.CdsTokenUses;

/**
 * Accepts each CDS token once (its {@code jti}, per issuer), on whichever replica it arrives at:
 * the token is remembered in the shared database until it could no longer be accepted anyway
 * ({@code exp} plus the clock skew), and every replica sweeps away what has expired.
 */
@Component
class TokenReplay {

    private static final Logger log = LoggerFactory.getLogger(TokenReplay.class);

    private final CdsTokenUses uses;
    private final Clock clock;

    TokenReplay(CdsTokenUses uses, Clock clock) {
        this.uses = uses;
        this.clock = clock;
    }

    /** Records the token's first use; refuses a token whose id this issuer used before. */
    void recordFirstUse(String issuer, String tokenId, UUID tenantId, Instant rememberUntil) {
        if (!uses.recordFirstUse(hash(issuer, tokenId), tenantId, rememberUntil)) {
            throw new CdsTokenRejected("Token already used (jti)");
        }
    }

    @Scheduled(fixedDelayString = "PT5M", initialDelayString = "PT1M")
    void sweep() {
        int deleted = uses.deleteExpiredBefore(clock.instant());
        if (deleted > 0) {
            log.debug("Forgot {} expired CDS token ids", deleted);
        }
    }

    /** Issuer and jti joined by a character neither may contain, so that no two pairs hash alike. */
    private static String hash(String issuer, String tokenId) {
        try {
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(sha256.digest((issuer + '\u0000' + tokenId).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java runtime has SHA-256", e);
        }
    }
}
