package com.medvigil.model.assessment;

import java.sql.Timestamp;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * The queue of assessments to process, shared by every replica. A worker leases a job before it
 * works on it: in batches with {@code FOR UPDATE SKIP LOCKED}, so replicas polling at once take
 * different rows, or one by one with a conditional update. A lease that expires (its worker
 * crashed) makes the job claimable again; finishing requires the lease token, so a worker that
 * lost its lease cannot complete the assessment a second time.
 *
 * <p>Plain SQL on purpose: jobs of every tenant are claimed together, and each is then processed
 * inside its own tenant's scope.
 */
@Repository
public class AssessmentJobs {

    private static final String SELECT_DUE = """
            SELECT assessment_id, tenant_id, attempts FROM assessment_job
            WHERE available_at <= :now AND (lease_until IS NULL OR lease_until < :now)
            ORDER BY available_at
            LIMIT :max
            FOR UPDATE SKIP LOCKED""";
    private static final String LEASE = """
            UPDATE assessment_job
            SET lease_owner = :owner, lease_token = :token, lease_until = :until, attempts = attempts + 1
            WHERE assessment_id = :id""";
    private static final String LEASE_IF_FREE = """
            UPDATE assessment_job
            SET lease_owner = :owner, lease_token = :token, lease_until = :until, attempts = attempts + 1
            WHERE assessment_id = :id AND available_at <= :now AND (lease_until IS NULL OR lease_until < :now)""";
    private static final String ATTEMPTS = "SELECT attempts FROM assessment_job WHERE assessment_id = :id AND lease_token = :token";
    private static final String RENEW = "UPDATE assessment_job SET lease_until = :until WHERE assessment_id = :id AND lease_token = :token";
    private static final String FINISH = "DELETE FROM assessment_job WHERE assessment_id = :id AND lease_token = :token";
    private static final String RELEASE = """
            UPDATE assessment_job SET lease_owner = NULL, lease_token = NULL, lease_until = NULL
            WHERE assessment_id = :id AND lease_token = :token""";
    private static final String RETRY_LATER = """
            UPDATE assessment_job
            SET lease_owner = NULL, lease_token = NULL, lease_until = NULL, available_at = :at, last_error = :error
            WHERE assessment_id = :id AND lease_token = :token""";
    private static final String DEPTH = "SELECT COUNT(*) FROM assessment_job";

    private final NamedParameterJdbcTemplate jdbc;
    private final Clock clock;

    AssessmentJobs(NamedParameterJdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** Leases up to {@code max} due jobs of any tenant, skipping rows other replicas are leasing right now. */
    @Transactional(propagation = Propagation.REQUIRES_NEW)
    public List<ClaimedJob> claimDue(int max, String owner, Duration lease) {
        Instant now = clock.instant();
        List<Due> due = jdbc.query(SELECT_DUE, new MapSqlParameterSource("now", Timestamp.from(now)).addValue("max", max),
                (row, index) -> new Due(row.getObject(1, UUID.class), row.getObject(2, UUID.class), row.getInt(3)));
        List<ClaimedJob> claimed = new ArrayList<>(due.size());
        for (Due job : due) {
            UUID token = UUID.randomUUID();
            jdbc.update(LEASE, leaseParameters(job.assessmentId(), owner, token, now.plus(lease)));
            claimed.add(new ClaimedJob(job.assessmentId(), job.tenantId(), token, job.attempts() + 1));
        }
        return claimed;
    }

    /** Leases one job if it is due and nobody holds it: the fast path right after the request committed. */
    @Transactional(propagation = Propagation.REQUIRES_NEW)
    public Optional<ClaimedJob> claim(UUID assessmentId, UUID tenantId, String owner, Duration lease) {
        Instant now = clock.instant();
        UUID token = UUID.randomUUID();
        MapSqlParameterSource parameters = leaseParameters(assessmentId, owner, token, now.plus(lease))
                .addValue("now", Timestamp.from(now));
        if (jdbc.update(LEASE_IF_FREE, parameters) == 0) {
            return Optional.empty();
        }
        Integer attempts = jdbc.queryForObject(ATTEMPTS, tokenParameters(assessmentId, token), Integer.class);
        return Optional.of(new ClaimedJob(assessmentId, tenantId, token, attempts == null ? 1 : attempts));
    }

    /**
     * Extends the lease from now, inside the caller's transaction, when a worker starts the job: a
     * job claimed by the poller may have waited in the local queue, and that wait must not use up
     * the time its processing gets. False when the lease was lost meanwhile.
     */
    @Transactional(propagation = Propagation.MANDATORY)
    public boolean renew(ClaimedJob job, Duration lease) {
        return jdbc.update(RENEW, tokenParameters(job.assessmentId(), job.leaseToken())
                .addValue("until", Timestamp.from(clock.instant().plus(lease)))) == 1;
    }

    /**
     * Removes the job inside the caller's transaction, the one that stores the outcome. False when
     * the lease was lost: the caller must then roll back, because another worker owns the job now.
     */
    @Transactional(propagation = Propagation.MANDATORY)
    public boolean finish(ClaimedJob job) {
        return jdbc.update(FINISH, tokenParameters(job.assessmentId(), job.leaseToken())) == 1;
    }

    /** Gives a claimed but unstarted job back at once, for another worker or replica to take. */
    @Transactional(propagation = Propagation.REQUIRES_NEW)
    public void release(ClaimedJob job) {
        jdbc.update(RELEASE, tokenParameters(job.assessmentId(), job.leaseToken()));
    }

    /** Gives the job back to be tried again after a delay, noting why this attempt failed. */
    @Transactional(propagation = Propagation.REQUIRES_NEW)
    public void retryLater(ClaimedJob job, Duration delay, String error) {
        jdbc.update(RETRY_LATER, tokenParameters(job.assessmentId(), job.leaseToken())
                .addValue("at", Timestamp.from(clock.instant().plus(delay)))
                .addValue("error", truncate(error)));
    }

    /** How many assessments wait to be processed or are being processed. */
    public long depth() {
        Long depth = jdbc.getJdbcOperations().queryForObject(DEPTH, Long.class);
        return depth == null ? 0 : depth;
    }

    private static MapSqlParameterSource leaseParameters(UUID assessmentId, String owner, UUID token, Instant until) {
        return new MapSqlParameterSource("id", assessmentId)
                .addValue("owner", owner)
                .addValue("token", token)
                .addValue("until", Timestamp.from(until));
    }

    private static MapSqlParameterSource tokenParameters(UUID assessmentId, UUID token) {
        return new MapSqlParameterSource("id", assessmentId).addValue("token", token);
    }

    private static String truncate(String error) {
        if (error == null) {
            return null;
        }
        return error.length() <= 1000 ? error : error.substring(0, 1000);
    }

    private record Due(UUID assessmentId, UUID tenantId, int attempts) {
    }
}
