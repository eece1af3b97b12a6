package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.testing.Api;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;

/**
 * Finished deliveries, their attempts and their events are deleted once older than the
 * retention; pending ones never are. On a database of its own, since a sweep covers every tenant.
 */
class DeliveryRetentionTest {

    static IsolatedDatabase database;
    static ConfigurableApplicationContext instance;

    @BeforeAll
    static void start() {
        database = IsolatedDatabase.create("retention");
        instance = database.start("--medvigil.webhooks.retry-backoff=5m");
    }

    @AfterAll
    static void stop() {
        database.close();
    }

    private static int count(String sql) {
        return instance.getBean(JdbcTemplate.class).queryForObject(sql, Integer.class);
    }

    private static List<String> deliveries() {
        return instance.getBean(JdbcTemplate.class).queryForList("""
                select d.state || ' ' || (select count(*) from webhook_delivery_attempt a where a.delivery_id = d.id)
                from webhook_delivery d""", String.class);
    }

    private static void webhook(Api api, TestTenant tenant, String url, String event) {
        api.as(tenant).contentType(ContentType.JSON)
                .body("{\"name\": \"r\", \"url\": \"" + url + "\", \"events\": [\"" + event + "\"]}")
                .post("/v1/webhooks").then().statusCode(201);
    }

    @Test
    void finishedDeliveriesOlderThanTheRetentionAreDeletedWithTheirAttemptsAndEvents() {
        Api api = IsolatedDatabase.apiOf(instance);
        TestTenant tenant = api.registerTenant();
        OutcomePublisher outcomes = new OutcomePublisher(instance);
        try (Receiver healthy = new Receiver(); Receiver failing = new Receiver().answering(500)) {
            webhook(api, tenant, healthy.url(), "assessment.failed");
            webhook(api, tenant, failing.url(), "assessment.completed");
            outcomes.failed(tenant.tenantId());
            outcomes.failed(tenant.tenantId());
            outcomes.completed(tenant.tenantId());
            await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> assertThat(deliveries())
                    .as("each delivery's state and attempts").containsExactlyInAnyOrder("delivered 1", "delivered 1", "pending 1"));
        }
        assertThat(count("select count(*) from webhook_outbox")).isEqualTo(3);
        DeliveryRetention retention = instance.getBean(DeliveryRetention.class);
        TenantContext tenantContext = instance.getBean(TenantContext.class);

        int nothing = tenantContext.callForAllTenants(() -> retention.sweepBefore(Instant.now().minus(Duration.ofDays(1))));
        assertThat(nothing).isZero();
        assertThat(count("select count(*) from webhook_delivery")).isEqualTo(3);

        int swept = tenantContext.callForAllTenants(() -> retention.sweepBefore(Instant.now().plusSeconds(1)));

        assertThat(swept).isEqualTo(2 + 2);
        assertThat(count("select count(*) from webhook_delivery where state = 'pending'")).isEqualTo(1);
        assertThat(count("select count(*) from webhook_delivery")).isEqualTo(1);
        assertThat(count("select count(*) from webhook_delivery_attempt")).isEqualTo(1);
        assertThat(count("select count(*) from webhook_outbox")).isEqualTo(1);
    }
}
