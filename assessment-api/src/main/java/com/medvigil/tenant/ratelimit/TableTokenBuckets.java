package com.medvigil.tenant.ratelimit;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

import javax.sql.DataSource;

import io.github.bucket4j.BucketExceptions;
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.jdbc.CustomColumnProvider;
import io.github.bucket4j.distributed.proxy.ClientSideConfig;
import io.github.bucket4j.distributed.proxy.ExpiredEntriesCleaner;
import io.github.bucket4j.distributed.proxy.generic.select_for_update.AbstractSelectForUpdateBasedProxyManager;
import io.github.bucket4j.distributed.proxy.generic.select_for_update.LockAndGetResult;
import io.github.bucket4j.distributed.proxy.generic.select_for_update.SelectForUpdateBasedTransaction;
import io.github.bucket4j.distributed.remote.RemoteBucketState;

/**
 * Bucket4j's select-for-update storage over the {@code rate_limit_bucket} table, on either
 * database ({@link BucketSql} holds what differs). Bucket4j ships a PostgreSQL backend but none for
 * H2, and its PostgreSQL backend commits each draw durably: a draw holds its bucket's row lock
 * until the commit has reached the disk, so one API key's calls queued behind one another's WAL
 * flush (80 CDS Hooks calls a second at most, whatever the replicas). A draw is worth less than
 * that wait: on PostgreSQL it commits without waiting for the flush ({@code synchronous_commit
 * off} for that transaction only). A crash can then forget the last fraction of a second of draws,
 * giving those requests back to their keys, and can never corrupt a bucket or another write.
 */
class TableTokenBuckets extends AbstractSelectForUpdateBasedProxyManager<String> implements ExpiredEntriesCleaner {

    private static final String INSERT_IF_MISSING = """
            MERGE INTO rate_limit_bucket b USING (VALUES (CAST(? AS VARCHAR(200)))) AS n(id) ON b.id = n.id
            WHEN NOT MATCHED THEN INSERT (id, state) VALUES (n.id, NULL)""";
    private static final String DELETE = "DELETE FROM rate_limit_bucket WHERE id = ?";
    private static final String DELETE_EXPIRED = """
            DELETE FROM rate_limit_bucket WHERE id IN (
                SELECT id FROM rate_limit_bucket WHERE expires_at < ? LIMIT ? FOR UPDATE SKIP LOCKED)""";
    private static final String UNIQUE_VIOLATION = "23505";

    /**
     * How one database locks, reads and writes a bucket's row.
     *
     * @param lock   takes the row lock, answering no row when the bucket is missing; null when
     *               {@code read} locks
     * @param read   reads the state
     * @param write  writes the new state and expiry; on PostgreSQL it also commits
     */
    record BucketSql(String lock, String read, String write) {

        private static final String UPDATE = "UPDATE rate_limit_bucket SET state = ?, expires_at = ? WHERE id = ?";

        /** H2 parses a FOR UPDATE afresh at every draw (it keeps no plan for one); these two plain statements keep theirs. */
        static final BucketSql H2 = new BucketSql("UPDATE rate_limit_bucket SET state = state WHERE id = ?",
                "SELECT state FROM rate_limit_bucket WHERE id = ?", UPDATE);

        /**
         * The lock also turns the transaction's wait for the WAL flush off ({@code set_config} with
         * {@code is_local}, which is {@code SET LOCAL}): one round trip fewer than a SET of its own.
         * Every draw that writes has read its row first, so every draw's commit is unflushed.
         * The write carries the COMMIT: the driver sends both statements in one message and, told
         * by the server that no transaction is open any more, sends nothing for the commit that
         * Bucket4j calls next. A draw is so two round trips, and holds its row lock for one
         * round trip fewer. Should the update fail, the server skips the COMMIT and Bucket4j rolls back.
         */
        static final BucketSql POSTGRESQL = new BucketSql(null,
                "SELECT state, set_config('synchronous_commit', 'off', true) FROM rate_limit_bucket WHERE id = ? FOR UPDATE",
                UPDATE + "; COMMIT");
    }

    private final DataSource dataSource;
    private final BucketSql sql;
    private final CustomColumnProvider<String> expiresAt;

    TableTokenBuckets(DataSource dataSource, BucketSql sql, ExpirationAfterWriteStrategy expiration) {
        super(ClientSideConfig.getDefault().withExpirationAfterWriteStrategy(expiration));
        this.dataSource = dataSource;
        this.sql = sql;
        this.expiresAt = CustomColumnProvider.createExpiresInColumnProvider("expires_at", expiration);
    }

    @Override
    public boolean isExpireAfterWriteSupported() {
        return true;
    }

    @Override
    protected SelectForUpdateBasedTransaction allocateTransaction(String key, Optional<Long> timeoutNanos) {
        try {
            return new Transaction(dataSource.getConnection(), key);
        } catch (SQLException e) {
            throw new BucketExceptions.BucketExecutionException(e);
        }
    }

    @Override
    public void removeProxy(String key) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement delete = connection.prepareStatement(DELETE)) {
            delete.setString(1, key);
            delete.executeUpdate();
        } catch (SQLException e) {
            throw new BucketExceptions.BucketExecutionException(e);
        }
    }

    @Override
    public int removeExpired(int batchSize) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement delete = connection.prepareStatement(DELETE_EXPIRED)) {
            delete.setLong(1, System.currentTimeMillis());
            delete.setInt(2, batchSize);
            return delete.executeUpdate();
        } catch (SQLException e) {
            throw new BucketExceptions.BucketExecutionException(e);
        }
    }

    /** One draw: lock the row, read the state, write the new state, commit (on PostgreSQL, the write commits). */
    private final class Transaction implements SelectForUpdateBasedTransaction {

        private final Connection connection;
        private final String key;

        Transaction(Connection connection, String key) {
            this.connection = connection;
            this.key = key;
        }

        @Override
        public void begin(Optional<Long> timeoutNanos) {
            run(() -> connection.setAutoCommit(false));
        }

        @Override
        public void rollback() {
            run(connection::rollback);
        }

        @Override
        public void commit(Optional<Long> timeoutNanos) {
            run(connection::commit);
        }

        @Override
        public LockAndGetResult tryLockAndGet(Optional<Long> timeoutNanos) {
            try {
                if (sql.lock() != null) {
                    try (PreparedStatement lock = connection.prepareStatement(sql.lock())) {
                        applyTimeout(lock, timeoutNanos);
                        lock.setString(1, key);
                        if (lock.executeUpdate() == 0) {
                            return LockAndGetResult.notLocked();
                        }
                    }
                }
                try (PreparedStatement read = connection.prepareStatement(sql.read())) {
                    applyTimeout(read, timeoutNanos);
                    read.setString(1, key);
                    try (ResultSet row = read.executeQuery()) {
                        return row.next() ? LockAndGetResult.locked(row.getBytes(1)) : LockAndGetResult.notLocked();
                    }
                }
            } catch (SQLException e) {
                throw new BucketExceptions.BucketExecutionException(e);
            }
        }

        @Override
        public boolean tryInsertEmptyData(Optional<Long> timeoutNanos) {
            try (PreparedStatement insert = connection.prepareStatement(INSERT_IF_MISSING)) {
                applyTimeout(insert, timeoutNanos);
                insert.setString(1, key);
                return insert.executeUpdate() > 0;
            } catch (SQLException e) {
                if (UNIQUE_VIOLATION.equals(e.getSQLState())) {
                    return false; // another request created the row first; Bucket4j retries the lock
                }
                throw new BucketExceptions.BucketExecutionException(e);
            }
        }

        @Override
        public void update(byte[] data, RemoteBucketState newState, Optional<Long> timeoutNanos) {
            try (PreparedStatement update = connection.prepareStatement(sql.write())) {
                applyTimeout(update, timeoutNanos);
                update.setBytes(1, data);
                expiresAt.setCustomField(key, 2, update, newState, currentTimeNanos());
                update.setString(3, key);
                update.executeUpdate();
            } catch (SQLException e) {
                throw new BucketExceptions.BucketExecutionException(e);
            }
        }

        @Override
        public void release() {
            run(connection::close);
        }

        private void run(SqlAction action) {
            try {
                action.run();
            } catch (SQLException e) {
                throw new BucketExceptions.BucketExecutionException(e);
            }
        }
    }

    @FunctionalInterface
    private interface SqlAction {
        void run() throws SQLException;
    }
}
