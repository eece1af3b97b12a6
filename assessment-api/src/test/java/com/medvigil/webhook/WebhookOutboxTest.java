package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.transaction.IllegalTransactionStateException;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.assessment.RiskLevel;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.webhook.AssessmentEvent;
import com.medvigil.model.webhook.WebhookEventType;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;

/** The outbox contract as assessment processing uses it: in its transaction, in its tenant's scope. */
@ApiTest
class WebhookOutboxTest {

    static final Duration ARRIVAL = Duration.ofSeconds(10);

    @LocalServerPort
    int port;
    @Autowired
    WebhookOutbox outbox;
    @Autowired
    TenantContext tenantContext;
    @Autowired
    PlatformTransactionManager transactionManager;
    @Autowired
    ApplicationEventPublisher events;

    TestTenant tenant;
    @RegisterExtension
    final Receiver receiver = new Receiver();

    @BeforeEach
    void setUp() {
        Api api = new Api(port);
        tenant = api.registerTenant();
        api.as(tenant).contentType(ContentType.JSON)
                .body("{\"name\": \"r\", \"url\": \"" + receiver.url() + "\", \"events\": [\"assessment.completed\"]}")
                .post("/v1/webhooks").then().statusCode(201);
    }

    private static AssessmentEvent completed() {
        return AssessmentEvent.completed(UUID.randomUUID(), UUID.randomUUID(), RiskLevel.MILD, "No interaction found", Instant.now());
    }

    @Test
    void publishingOutsideATransactionIsRefused() {
        assertThatThrownBy(() -> tenantContext.runAs(tenant.tenantId(), () -> outbox.publish(completed())))
                .isInstanceOf(IllegalTransactionStateException.class);
    }

    @Test
    void publishingOutsideATenantScopeIsRefused() {
        TransactionTemplate transaction = new TransactionTemplate(transactionManager);

        assertThatThrownBy(() -> transaction.executeWithoutResult(status -> outbox.publish(completed())))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("tenant scope");
    }

    @Test
    void anEventWhoseTransactionRollsBackIsNeverSent() throws Exception {
        TransactionTemplate transaction = new TransactionTemplate(transactionManager);

        tenantContext.runAs(tenant.tenantId(), () -> transaction.executeWithoutResult(status -> {
            outbox.publish(completed());
            status.setRollbackOnly();
        }));

        Thread.sleep(1000);
        assertThat(receiver.requestCount()).isZero();
    }

    @Test
    void anEventAnnouncedWithSpringsEventPublisherIsStoredAndDeliveredToo() {
        TransactionTemplate transaction = new TransactionTemplate(transactionManager);
        AssessmentEvent event = completed();

        tenantContext.runAs(tenant.tenantId(), () -> transaction.executeWithoutResult(status -> events.publishEvent(event)));

        assertThat(receiver.next(ARRIVAL).body()).contains(event.assessmentId().toString());
    }

    @Test
    void anEventChecksItself() {
        assertThatThrownBy(() -> AssessmentEvent.completed(UUID.randomUUID(), UUID.randomUUID(), null, null, Instant.now()))
                .hasMessageContaining("riskLevel of SEVERE, MODERATE or MILD");
        assertThatThrownBy(() -> new AssessmentEvent(WebhookEventType.ASSESSMENT_FAILED, UUID.randomUUID(),
                UUID.randomUUID(), "COMPLETED", null, null, Instant.now()))
                .hasMessageContaining("assessment.failed carries status FAILED");
        assertThat(AssessmentEvent.failed(UUID.randomUUID(), UUID.randomUUID(), null,
                Instant.parse("2026-01-05T10:00:00.123456Z")).occurredAt()).isEqualTo("2026-01-05T10:00:00.123Z");
    }
}
