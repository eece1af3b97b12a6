package com.medvigil.tenant.ratelimit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;

import com.medvigil.testing.Api;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.TestTenant;

/**
 * Two instances on one database with different {@code requests-per-minute}: a restart with a
 * changed setting, or a rolling update half-way. Whichever replica a key's request reaches, its
 * limit applies to the key's one bucket at once, lowered or raised.
 */
class ChangedRateLimitTest {

    static IsolatedDatabase database;
    static Api generous;
    static Api strict;

    @BeforeAll
    static void startTwoReplicasWithDifferentLimits() {
        database = IsolatedDatabase.create("limits");
        generous = IsolatedDatabase.apiOf(database.start("--medvigil.rate-limit.requests-per-minute=1000000"));
        strict = IsolatedDatabase.apiOf(database.start("--medvigil.rate-limit.requests-per-minute=100"));
    }

    @AfterAll
    static void stop() {
        database.close();
    }

    @Test
    void aLoweredSettingAppliesToAKeyInUseAtItsNextRequest() {
        TestTenant tenant = generous.registerTenant();
        generous.as(tenant).get("/v1/api-keys").then().statusCode(200)
                .header("RateLimit-Limit", "1000000").header("RateLimit-Remaining", "999999");

        strict.as(tenant).get("/v1/api-keys").then().statusCode(200)
                .header("RateLimit-Limit", "100").header("RateLimit-Remaining", "99");
    }

    @Test
    void aRaisedSettingKeepsWhatIsLeftOfTheLowerBudgetUntilTheMinuteIsOver() {
        TestTenant tenant = strict.registerTenant();
        for (int i = 0; i < 100; i++) {
            strict.as(tenant).get("/v1/api-keys").then().statusCode(200);
        }

        generous.as(tenant).get("/v1/api-keys").then().statusCode(429)
                .header("RateLimit-Limit", "1000000").header("RateLimit-Remaining", "0");
    }

    @Test
    void replicasWithDifferentLimitsDrawOnTheKeysOneBucket() {
        TestTenant tenant = strict.registerTenant();
        strict.as(tenant).get("/v1/api-keys").then().header("RateLimit-Remaining", "99");

        generous.as(tenant).get("/v1/api-keys").then().statusCode(200)
                .header("RateLimit-Limit", "1000000").header("RateLimit-Remaining", "98");
        strict.as(tenant).get("/v1/api-keys").then().statusCode(200)
                .header("RateLimit-Limit", "100").header("RateLimit-Remaining", "97");
    }
}
