package com.medvigil.model.signin;

import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/** Every sign-in link mailed and not yet cleaned up. */
public interface SignInLinks extends JpaRepository<SignInLink, UUID> {

    Optional<SignInLink> findByTokenHash(String tokenHash);

    /**
     * Marks the link used if it is still usable, in one conditional UPDATE: of any number of
     * requests redeeming one link at once, on any replica, the database lets exactly one change
     * the row (answer 1); the others wait for its lock, then find {@code used_at} set (answer 0).
     */
    @Modifying(flushAutomatically = true, clearAutomatically = true)
    @Query("""
            update SignInLink l set l.usedAt = :now
            where l.tokenHash = :tokenHash and l.usedAt is null and l.expiresAt > :now""")
    int markUsed(@Param("tokenHash") String tokenHash, @Param("now") Instant now);

    @Modifying
    @Query("delete from SignInLink l where l.expiresAt < :before")
    int deleteExpiredBefore(@Param("before") Instant before);
}
