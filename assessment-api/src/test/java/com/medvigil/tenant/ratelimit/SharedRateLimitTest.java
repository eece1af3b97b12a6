package com.medvigil.tenant.ratelimit;

import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

import com.medvigil.MedVigilApplication;
import com.medvigil.testing.Api;
import com.medvigil.testing.TestTenant;

/**
 * Two application instances on one database stand for two replicas behind a load balancer:
 * one key's budget is shared between them, not doubled.
 */
class SharedRateLimitTest {

    static ConfigurableApplicationContext replicaA;
    static ConfigurableApplicationContext replicaB;

    @BeforeAll
    static void startTwoReplicas() {
        replicaA = startReplica();
        replicaB = startReplica();
    }

    @AfterAll
    static void stopReplicas() {
        replicaA.close();
        replicaB.close();
    }

    private static ConfigurableApplicationContext startReplica() {
        return new SpringApplicationBuilder(MedVigilApplication.class)
                .profiles("test")
                .run("--server.port=0");
    }

    private static Api apiOf(ConfigurableApplicationContext replica) {
        return new Api(((WebServerApplicationContext) replica).getWebServer().getPort());
    }

    @Test
    void twoReplicasOnOneDatabaseShareOneKeysBudget() {
        Api a = apiOf(replicaA);
        Api b = apiOf(replicaB);
        TestTenant tenant = a.registerTenant();

        for (int i = 0; i < 60; i++) {
            a.as(tenant).get("/v1/api-keys").then().statusCode(200);
        }
        for (int i = 0; i < 40; i++) {
            b.as(tenant).get("/v1/api-keys").then().statusCode(200);
        }

        a.as(tenant).get("/v1/api-keys").then().statusCode(429);
        b.as(tenant).get("/v1/api-keys").then().statusCode(429).header("RateLimit-Remaining", equalTo("0"));
    }
}
