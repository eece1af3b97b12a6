package com.medvigil.model.persistence;

import java.time.Duration;
import java.util.Locale;

import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.stereotype.Component;

import com.zaxxer.hikari.HikariDataSource;

/**
 * Lets a write on the embedded H2 wait for a row another transaction holds as long as a write on
 * PostgreSQL would, instead of failing. H2 gives up a row-lock wait after two seconds; PostgreSQL
 * waits until the holder commits. On a busy machine two writes of one row (two bundles for the
 * same patient, two attempts of one webhook recorded at once, an assessment's outcome) can
 * overlap for longer than that, and on H2 the second failed where PostgreSQL would have stored it.
 * Thirty seconds is more than the longest transaction the service runs (a large {@code $submit})
 * while still ending a wait on a transaction that never finishes; H2 finds deadlocks by itself.
 * Set on every H2 pool before it opens a connection, unless the URL names its own
 * {@code LOCK_TIMEOUT} or the pool runs SQL of its own on each connection. PostgreSQL is left alone.
 */
@Component
class EmbeddedDatabaseLockWaits implements BeanPostProcessor {

    static final Duration ROW_LOCK_WAIT = Duration.ofSeconds(30);

    @Override
    public Object postProcessBeforeInitialization(Object bean, String beanName) {
        if (bean instanceof HikariDataSource pool && pool.getJdbcUrl() != null && pool.getJdbcUrl().startsWith("jdbc:h2:")
                && !pool.getJdbcUrl().toUpperCase(Locale.ROOT).contains(";LOCK_TIMEOUT=")
                && pool.getConnectionInitSql() == null) {
            pool.setConnectionInitSql("SET LOCK_TIMEOUT " + ROW_LOCK_WAIT.toMillis());
        }
        return bean;
    }
}
