package com.medvigil.tenant.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.response.Response;

@ApiTest
class RateLimitTest {

    @LocalServerPort
    int port;
    @Autowired
    JdbcTemplate sql;
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
}
