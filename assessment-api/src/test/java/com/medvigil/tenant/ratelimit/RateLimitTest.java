package com.medvigil.tenant.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

import com.medvigil.model.persistence.ConnectedDatabase;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import com.zaxxer.hikari.HikariDataSource;

import io.restassured.response.Response;

@ApiTest
class RateLimitTest {

    @LocalServerPort
    int port;
    @Autowired
    JdbcTemplate sql;
    @Autowired
    HikariDataSource dataSource;
    @Autowired
    ConnectedDatabase database;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    @Test
    void everyResponseCarriesTheRateLimitHeaders() {
        Response first = api.as(tenant).get("/v1/api-keys");
        Response second = api.as(tenant).get("/v1/api-keys");

        first.then().statusCode(200)
                .header("RateLimit-Limit", "100")
                .header("RateLimit-Remaining", "99");
        second.then().header("RateLimit-Remaining", "98");
        assertThat(Integer.parseInt(second.header("RateLimit-Reset"))).isBetween(1, 60);
    }

    @Test
    void errorResponsesOfAnAuthenticatedKeyCountAndCarryTheHeadersToo() {
        api.as(tenant).get("/v1/no-such-endpoint")
                .then().statusCode(404)
                .header("RateLimit-Limit", "100")
                .header("RateLimit-Remaining", "99");
    }

    @Test
    void theHundredAndFirstRequestInAMinuteIs429WithRetryAfter() {
        for (int i = 1; i <= 100; i++) {
            api.as(tenant).get("/v1/api-keys").then().statusCode(200);
        }

        Response refused = api.as(tenant).get("/v1/api-keys");

        refused.then().statusCode(429)
                .header("RateLimit-Remaining", "0")
                .body("message", containsString("100 requests per minute"));
        assertThat(Integer.parseInt(refused.header("Retry-After"))).isBetween(1, 60);
    }

    @Test
    void theLimitIsPerKeySoASecondKeyOfTheTenantHasItsOwnBudget() {
        for (int i = 1; i <= 100; i++) {
            api.as(tenant).get("/v1/api-keys").then().statusCode(200);
        }
        api.as(tenant).get("/v1/api-keys").then().statusCode(429);

        TestTenant other = api.registerTenant();
        api.as(other).get("/v1/api-keys").then().statusCode(200).header("RateLimit-Remaining", "99");
    }

    @Test
    void onFhirPathsTheRefusalIsAnOperationOutcome() {
        for (int i = 1; i <= 100; i++) {
            api.asFhirClient(tenant).get("/v1/fhir/Patient/unknown").then().statusCode(404);
        }

        api.asFhirClient(tenant).get("/v1/fhir/Patient/unknown")
                .then().statusCode(429)
                .header("Retry-After", notNullValue())
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].code", equalTo("throttled"));
    }

    @Test
    void aLoweredTenantLimitAppliesAtTheKeysNextRequest() {
        setTenantLimit(1_000_000);
        api.as(tenant).get("/v1/api-keys").then().header("RateLimit-Remaining", "999999");

        setTenantLimit(100);

        api.as(tenant).get("/v1/api-keys").then().statusCode(200)
                .header("RateLimit-Limit", "100")
                .header("RateLimit-Remaining", "99");
    }

    @Test
    void aRaisedTenantLimitAppliesAtTheKeysNextRequestWithTheTokensLeft() {
        api.as(tenant).get("/v1/api-keys").then().header("RateLimit-Remaining", "99");

        setTenantLimit(1_000_000);

        api.as(tenant).get("/v1/api-keys").then().statusCode(200)
                .header("RateLimit-Limit", "1000000")
                .header("RateLimit-Remaining", "98");
    }

    private void setTenantLimit(int perMinute) {
        sql.update("UPDATE tenant SET rate_limit_per_minute = ? WHERE id = ?", perMinute, tenant.tenantId());
    }

    /**
     * On PostgreSQL the statement that locks a bucket's row turns its transaction's WAL flush off,
     * and the statement that writes the new state commits: the write is visible to everyone and
     * the setting back to durable before the driver's commit is called.
     */
    @Test
    void onPostgresqlADrawIsUnflushedAndItsWriteCommits() throws SQLException {
        Assumptions.assumeTrue(database.isPostgreSql(), "synchronous_commit is PostgreSQL's; CI runs this on it");
        String key = "test-" + UUID.randomUUID();
        sql.update("INSERT INTO rate_limit_bucket (id, state) VALUES (?, NULL)", key);

        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement lock = connection.prepareStatement(TableTokenBuckets.BucketSql.POSTGRESQL.read())) {
                lock.setString(1, key);
                try (ResultSet row = lock.executeQuery()) {
                    assertThat(row.next()).isTrue();
                }
            }
            assertThat(synchronousCommit(connection)).isEqualTo("off");
            try (PreparedStatement write = connection.prepareStatement(TableTokenBuckets.BucketSql.POSTGRESQL.write())) {
                write.setBytes(1, new byte[] {42});
                write.setLong(2, 7L);
                write.setString(3, key);
                assertThat(write.executeUpdate()).isEqualTo(1);
            }

            assertThat(sql.queryForObject("SELECT expires_at FROM rate_limit_bucket WHERE id = ?", Long.class, key))
                    .as("seen from another connection before commit() is called").isEqualTo(7L);
            assertThat(synchronousCommit(connection)).isEqualTo("on");
            connection.commit();
            connection.setAutoCommit(true);
        } finally {
            sql.update("DELETE FROM rate_limit_bucket WHERE id = ?", key);
        }
    }

    private static String synchronousCommit(Connection connection) throws SQLException {
        try (Statement show = connection.createStatement(); ResultSet setting = show.executeQuery("SHOW synchronous_commit")) {
            setting.next();
            return setting.getString(1);
        }
    }

    /**
     * A draw's commit skips the WAL flush on PostgreSQL for its own transaction only: every pooled
     * connection goes on committing durably, so no assessment or other write is committed that way.
     */
    @Test
    void onPostgresqlADrawsUnflushedCommitEndsWithItsTransaction() throws SQLException {
        Assumptions.assumeTrue(database.isPostgreSql(), "synchronous_commit is PostgreSQL's; CI runs this on it");
        for (int i = 0; i < 25; i++) {
            api.as(tenant).get("/v1/api-keys").then().statusCode(200);
        }

        List<Connection> pool = new ArrayList<>();
        try {
            for (int i = 0; i < dataSource.getMaximumPoolSize(); i++) {
                pool.add(dataSource.getConnection());
            }
            for (Connection connection : pool) {
                try (Statement show = connection.createStatement();
                     ResultSet setting = show.executeQuery("SHOW synchronous_commit")) {
                    setting.next();
                    assertThat(setting.getString(1)).isEqualTo("on");
                }
            }
        } finally {
            for (Connection connection : pool) {
                connection.close();
            }
        }
    }
}
