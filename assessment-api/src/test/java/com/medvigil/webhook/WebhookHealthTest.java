package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

/**
 * A webhook's health as the API reports it, and the rule that disables a webhook whose every
 * attempt has failed for {@code medvigil.webhooks.disable-after} (3 days). The start of a run of
 * failures is moved into the past in the database, which is how three days pass in a test. The
 * test profile retries after about 1.3 s, four attempts in all.
 */
@ApiTest
@ExtendWith(OutputCaptureExtension.class)
class WebhookHealthTest {

    static final Duration ARRIVAL = Duration.ofSeconds(15);

    @Autowired
    JdbcTemplate sql;
    @Autowired
    WebhookHealth health;
    @Autowired
    TenantContext tenantContext;
    @Autowired
    PlatformTransactionManager transactionManager;

    @RegisterExtension
    final WebhookOwner owner = new WebhookOwner();
    @RegisterExtension
    final Receiver receiver = new Receiver();

    @Test
    void aNewWebhookHasNoDeliveriesYet() {
        String id = webhook(receiver.url());

        webhookOf(id).then().body("webhook.status", equalTo("active"))
                .body("webhook.health.state", equalTo("no_deliveries_yet"))
                .body("webhook.health.lastSuccessAt", nullValue())
                .body("webhook.health.consecutiveFailures", equalTo(0))
                .body("webhook.health.failingSince", nullValue())
                .body("webhook.health.disabledAt", nullValue())
                .body("webhook.health.disabledReason", nullValue());
    }

    @Test
    void failedAttemptsAreCountedInARunThatASuccessEnds() {
        receiver.answering(500, 503);
        String id = webhook(receiver.url());

        owner.outcomes().completed(owner.tenant().tenantId());
        receiver.next(ARRIVAL);
        await().atMost(ARRIVAL).until(() -> webhookOf(id).<Integer>path("webhook.health.consecutiveFailures") >= 1);
        Response failing = webhookOf(id);
        assertThat(failing.<String>path("webhook.health.state")).isEqualTo("failing");
        assertThat(failing.<String>path("webhook.health.failingSince")).isNotNull();
        assertThat(failing.<String>path("webhook.status")).isEqualTo("active");

        await().atMost(ARRIVAL).until(() -> "healthy".equals(webhookOf(id).path("webhook.health.state")));

        webhookOf(id).then().body("webhook.health.consecutiveFailures", equalTo(0))
                .body("webhook.health.failingSince", nullValue())
                .body("webhook.health.lastSuccessAt", notNullValue())
                .body("webhook.status", equalTo("active"));
        assertThat(receiver.requestCount()).isEqualTo(3);
    }

    @Test
    void aWebhookWhoseAttemptsHaveAllFailedForThreeDaysIsDisabledAtItsNextFailure(CapturedOutput output) {
        receiver.answering(500, 500, 500, 500);
        String id = webhook(receiver.url());
        owner.outcomes().completed(owner.tenant().tenantId());
        await().atMost(ARRIVAL).until(() -> webhookOf(id).<Integer>path("webhook.health.consecutiveFailures") >= 1);

        failingSince(id, Instant.now().minus(Duration.ofDays(3)).minus(Duration.ofMinutes(1)));

        await().atMost(ARRIVAL).until(() -> "disabled".equals(webhookOf(id).path("webhook.status")));
        webhookOf(id).then().body("webhook.health.state", equalTo("disabled"))
                .body("webhook.health.disabledReason", equalTo("every delivery failed for 3 days"))
                .body("webhook.health.disabledAt", notNullValue());
        // The retry still waiting is not made: the webhook is no longer active.
        await().atMost(ARRIVAL).until(() -> "cancelled".equals(deliveries(id).path("deliveries[0].status")));
        assertThat(deliveries(id).<String>path("deliveries[0].reason")).isEqualTo("webhook is disabled");
        // The disabling reached DisabledWebhookMail (WebhooksPageTest reads the mail itself): this
        // tenant, registered through the API alone, has no dashboard administrator to mail.
        assertThat(output.getOut()).contains("Nobody is mailed that webhook " + id + " was disabled");
    }

    @Test
    void aWebhookFailingForLessThanThreeDaysStaysActive() {
        receiver.answering(500, 500, 500, 500);
        String id = webhook(receiver.url());
        owner.outcomes().completed(owner.tenant().tenantId());
        await().atMost(ARRIVAL).until(() -> webhookOf(id).<Integer>path("webhook.health.consecutiveFailures") >= 1);

        failingSince(id, Instant.now().minus(Duration.ofDays(3)).plus(Duration.ofMinutes(5)));

        await().atMost(ARRIVAL).until(() -> "failed".equals(deliveries(id).path("deliveries[0].status")));
        webhookOf(id).then().body("webhook.status", equalTo("active"))
                .body("webhook.health.state", equalTo("failing"))
                .body("webhook.health.consecutiveFailures", equalTo(4))
                .body("webhook.health.disabledAt", nullValue());
    }

    @Test
    void aDisabledWebhookGetsNoNewDeliveriesAndEnablingItAgainStartsItsHealthAfresh() throws InterruptedException {
        String id = webhook(receiver.url());
        sql.update("update webhook set consecutive_failures = 40, failing_since = ? where id = ?",
                utc(Instant.now().minus(Duration.ofDays(4))), UUID.fromString(id));
        assertThat(disable(id, Instant.now().minus(Duration.ofDays(3)))).isEqualTo(1);

        owner.outcomes().completed(owner.tenant().tenantId());
        Thread.sleep(2000);
        assertThat(receiver.requestCount()).isZero();
        assertThat(deliveries(id).<List<?>>path("deliveries")).isEmpty();

        owner.api().as(owner.tenant()).contentType(ContentType.JSON).body("{\"status\": \"active\"}").patch("/v1/webhooks/" + id)
                .then().statusCode(200).body("webhook.status", equalTo("active"))
                .body("webhook.health.state", equalTo("no_deliveries_yet"))
                .body("webhook.health.consecutiveFailures", equalTo(0))
                .body("webhook.health.failingSince", nullValue())
                .body("webhook.health.disabledAt", nullValue())
                .body("webhook.health.disabledReason", nullValue());
        owner.outcomes().completed(owner.tenant().tenantId());
        receiver.next(ARRIVAL);
    }

    @Test
    void theDisablingUpdateChangesOnlyAnActiveWebhookFailingSinceBeforeTheCutoff() {
        String healthy = webhook(receiver.url());
        String recent = webhook(receiver.url());
        String paused = webhook(receiver.url());
        String old = webhook(receiver.url());
        Instant cutoff = Instant.now().minus(Duration.ofDays(3));
        failingSince(recent, cutoff.plusSeconds(60));
        failingSince(paused, cutoff.minusSeconds(60));
        failingSince(old, cutoff.minusSeconds(60));
        owner.api().as(owner.tenant()).contentType(ContentType.JSON).body("{\"status\": \"paused\"}")
                .patch("/v1/webhooks/" + paused).then().statusCode(200);

        assertThat(disable(healthy, cutoff)).isZero();
        assertThat(disable(recent, cutoff)).isZero();
        assertThat(disable(paused, cutoff)).isZero();
        assertThat(disable(old, cutoff)).isEqualTo(1);
        assertThat(disable(old, cutoff)).as("a webhook is disabled once").isZero();

        assertThat(webhookOf(healthy).<String>path("webhook.status")).isEqualTo("active");
        assertThat(webhookOf(recent).<String>path("webhook.status")).isEqualTo("active");
        assertThat(webhookOf(paused).<String>path("webhook.status")).isEqualTo("paused");
        assertThat(webhookOf(old).<String>path("webhook.status")).isEqualTo("disabled");
    }

    @Test
    void anotherTenantsWebhookIsNotDisabledThroughThisTenantsScope() {
        String id = webhook(receiver.url());
        failingSince(id, Instant.now().minus(Duration.ofDays(4)));
        TestTenant other = owner.api().registerTenant();

        int changed = tenantContext.callAs(other.tenantId(), () -> new TransactionTemplate(transactionManager).execute(status ->
                health.disableIfFailingSince(UUID.fromString(id), Instant.now().minus(Duration.ofDays(3)), "test",
                        Instant.now())));

        assertThat(changed).isZero();
        assertThat(webhookOf(id).<String>path("webhook.status")).isEqualTo("active");
    }

    @Test
    void anotherTenantsWebhookKeepsItsHealthWhenThisTenantsScopeRecordsAttemptsOfIt() {
        String id = webhook(receiver.url());
        failingSince(id, Instant.now().minus(Duration.ofDays(1)));
        Response before = webhookOf(id);
        TestTenant other = owner.api().registerTenant();
        UUID webhookId = UUID.fromString(id);

        int changed = tenantContext.callAs(other.tenantId(), () -> new TransactionTemplate(transactionManager).execute(status ->
                health.recordFailure(webhookId, Instant.now()) + health.recordSuccess(webhookId, Instant.now())));

        assertThat(changed).isZero();
        webhookOf(id).then().body("webhook.health.state", equalTo("failing"))
                .body("webhook.health.consecutiveFailures", equalTo(1))
                .body("webhook.health.failingSince", equalTo(before.<String>path("webhook.health.failingSince")))
                .body("webhook.health.lastSuccessAt", nullValue());
    }

    @Test
    void theOwningTenantsScopeChangesItsWebhooksHealth() {
        String id = webhook(receiver.url());
        UUID webhookId = UUID.fromString(id);

        assertThat(inTenantTransaction(() -> health.recordFailure(webhookId, Instant.now()))).isEqualTo(1);
        webhookOf(id).then().body("webhook.health.consecutiveFailures", equalTo(1))
                .body("webhook.health.failingSince", notNullValue());
        assertThat(inTenantTransaction(() -> health.recordSuccess(webhookId, Instant.now()))).isEqualTo(1);
        webhookOf(id).then().body("webhook.health.state", equalTo("healthy"))
                .body("webhook.health.consecutiveFailures", equalTo(0))
                .body("webhook.health.failingSince", nullValue())
                .body("webhook.health.lastSuccessAt", notNullValue());
    }

    @Test
    void healthRecordedInATransactionThatRollsBackIsUndoneWithIt() {
        String id = webhook(receiver.url());
        UUID webhookId = UUID.fromString(id);

        tenantContext.runAs(owner.tenant().tenantId(), () -> new TransactionTemplate(transactionManager)
                .executeWithoutResult(status -> {
                    health.recordFailure(webhookId, Instant.now());
                    status.setRollbackOnly();
                }));

        webhookOf(id).then().body("webhook.health.state", equalTo("no_deliveries_yet"))
                .body("webhook.health.consecutiveFailures", equalTo(0));
    }

    @Test
    void healthIsRecordedOnlyInATenantsScope() {
        UUID webhookId = UUID.fromString(webhook(receiver.url()));
        TransactionTemplate transaction = new TransactionTemplate(transactionManager);

        assertThatThrownBy(() -> transaction.execute(status -> health.recordFailure(webhookId, Instant.now())))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> tenantContext.callForAllTenants(() -> transaction.execute(status ->
                health.recordSuccess(webhookId, Instant.now())))).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void failuresRecordedAtOnceAreAllCountedAndDisableTheWebhookOnce() throws Exception {
        String id = webhook(receiver.url());
        Instant cutoff = Instant.now().minus(Duration.ofDays(3));
        failingSince(id, cutoff.minusSeconds(60));
        sql.update("update webhook set consecutive_failures = 0 where id = ?", UUID.fromString(id));
        int replicas = 8;
        ExecutorService threads = Executors.newFixedThreadPool(replicas);
        CyclicBarrier together = new CyclicBarrier(replicas);
        try {
            List<Future<Integer>> disabled = new ArrayList<>();
            for (int i = 0; i < replicas; i++) {
                disabled.add(threads.submit(() -> {
                    together.await();
                    return tenantContext.callAs(owner.tenant().tenantId(), () -> new TransactionTemplate(transactionManager)
                            .execute(status -> {
                                health.recordFailure(UUID.fromString(id), Instant.now());
                                return health.disableIfFailingSince(UUID.fromString(id), cutoff,
                                        "every delivery failed for 3 days", Instant.now());
                            }));
                }));
            }
            int disablings = 0;
            for (Future<Integer> each : disabled) {
                disablings += each.get(30, TimeUnit.SECONDS);
            }
            assertThat(disablings).isEqualTo(1);
        } finally {
            threads.shutdownNow();
        }
        webhookOf(id).then().body("webhook.status", equalTo("disabled"))
                .body("webhook.health.consecutiveFailures", equalTo(replicas));
    }

    private int disable(String id, Instant cutoff) {
        return inTenantTransaction(() -> health.disableIfFailingSince(UUID.fromString(id), cutoff,
                "every delivery failed for 3 days", Instant.now()));
    }

    private int inTenantTransaction(Supplier<Integer> work) {
        return tenantContext.callAs(owner.tenant().tenantId(), () -> new TransactionTemplate(transactionManager)
                .execute(status -> work.get()));
    }

    private void failingSince(String id, Instant since) {
        sql.update("update webhook set failing_since = ?, consecutive_failures = greatest(consecutive_failures, 1) where id = ?",
                utc(since), UUID.fromString(id));
    }

    private static OffsetDateTime utc(Instant instant) {
        return OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }

    private String webhook(String url) {
        return owner.api().as(owner.tenant()).contentType(ContentType.JSON)
                .body("{\"name\": \"receiver\", \"url\": \"" + url + "\", \"events\": [\"assessment.completed\"]}")
                .post("/v1/webhooks").then().statusCode(201).extract().path("webhook.id");
    }

    private Response webhookOf(String id) {
        return owner.api().as(owner.tenant()).get("/v1/webhooks/" + id);
    }

    private Response deliveries(String id) {
        return owner.api().as(owner.tenant()).get("/v1/webhooks/" + id + "/deliveries");
    }
}
