package com.medvigil.tenant.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

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

    /** Each draw holds its bucket's row lock: draws at the same moment neither lose nor share a token. */
    @Test
    void drawsAtTheSameMomentOnBothReplicasSpendTheBudgetExactly() throws Exception {
        Api a = apiOf(replicaA);
        Api b = apiOf(replicaB);
        TestTenant tenant = a.registerTenant();
        ExecutorService clients = Executors.newFixedThreadPool(12);
        try {
            List<Future<Integer>> statuses = new ArrayList<>();
            for (int i = 0; i < 130; i++) {
                Api replica = i % 2 == 0 ? a : b;
                statuses.add(clients.submit(() -> replica.as(tenant).get("/v1/api-keys").statusCode()));
            }
            int answered = 0;
            int refused = 0;
            for (Future<Integer> status : statuses) {
                int code = status.get(60, TimeUnit.SECONDS);
                answered += code == 200 ? 1 : 0;
                refused += code == 429 ? 1 : 0;
            }
            assertThat(answered).as("requests answered within the budget of 100").isEqualTo(100);
            assertThat(refused).isEqualTo(30);
        } finally {
            clients.shutdownNow();
        }
    }
}
