package com.medvigil.model.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.zaxxer.hikari.HikariDataSource;

class EmbeddedDatabaseLockWaitsTest {

    private final EmbeddedDatabaseLockWaits lockWaits = new EmbeddedDatabaseLockWaits();

    @Test
    void everyConnectionOfAnH2PoolWaitsThirtySecondsForARowLock() {
        HikariDataSource pool = pool("jdbc:h2:file:./data/medvigil;MODE=PostgreSQL;WRITE_DELAY=0");

        lockWaits.postProcessBeforeInitialization(pool, "dataSource");

        assertThat(pool.getConnectionInitSql()).isEqualTo("SET LOCK_TIMEOUT 30000");
    }

    @ParameterizedTest
    @ValueSource(strings = {"jdbc:postgresql://db:5432/medvigil", "jdbc:h2:mem:medvigil;lock_timeout=5000"})
    void aPostgreSqlPoolOrAnH2UrlThatChoosesItsOwnWaitIsLeftAlone(String url) {
        HikariDataSource pool = pool(url);

        lockWaits.postProcessBeforeInitialization(pool, "dataSource");

        assertThat(pool.getConnectionInitSql()).isNull();
    }

    @Test
    void aPoolThatRunsItsOwnSqlOnEachConnectionKeepsIt() {
        HikariDataSource pool = pool("jdbc:h2:mem:medvigil");
        pool.setConnectionInitSql("SET SCHEMA reporting");

        lockWaits.postProcessBeforeInitialization(pool, "dataSource");

        assertThat(pool.getConnectionInitSql()).isEqualTo("SET SCHEMA reporting");
    }

    private static HikariDataSource pool(String url) {
        HikariDataSource pool = new HikariDataSource();
        pool.setJdbcUrl(url);
        return pool;
    }
}
