package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.medvigil.testing.ApiTest;
import com.medvigil.webhook.Receiver.ReceivedDelivery;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

/** End to end: an assessment requested over HTTP completes, and the tenant's receiver hears of it once, signed. */
@ApiTest
class AssessmentWebhookTest {

    static final String WARFARIN_AND_FLUCONAZOLE = """
            {"patient": {"demographics": {"dateOfBirth": "1948-07-14", "sex": "FEMALE", "weightKg": 58}},
             "medications": [
               {"name": "Warfarin", "dosage": {"amount": 5, "unit": "mg", "frequency": "once daily"}},
               {"name": "Fluconazole", "dosage": {"amount": 200, "unit": "mg", "frequency": "once daily"}}]}""";

    @Autowired
    ObjectMapper json;

    @RegisterExtension
    final WebhookOwner owner = new WebhookOwner();
    @RegisterExtension
    final Receiver receiver = new Receiver();

    @Test
    void aCompletedAssessmentIsDeliveredOnceSignedWithItsResult() throws Exception {
        Response created = owner.api().as(owner.tenant()).contentType(ContentType.JSON)
                .body("{\"name\": \"EHR\", \"url\": \"" + receiver.url() + "\", \"events\": [\"assessment.completed\"]}")
                .post("/v1/webhooks");
        String secret = created.path("secret");

        String assessmentId = owner.api().requestAssessment(owner.tenant(), WARFARIN_AND_FLUCONAZOLE);
        ReceivedDelivery delivery = receiver.next(Duration.ofSeconds(30));
        Response assessment = owner.api().awaitProcessed(owner.tenant(), assessmentId);

        assertThat(delivery.verifiesWith(secret)).isTrue();
        assertThat(delivery.event()).isEqualTo("assessment.completed");
        assertThat(delivery.webhookId()).isEqualTo(created.<String>path("webhook.id"));
        Map<String, Object> body = json.readValue(delivery.body(), Map.class);
        assertThat(Instant.parse((String) body.get("createdAt"))).isEqualTo(Instant.parse(assessment.path("completedAt")));
        assertThat((Map<String, Object>) body.get("data")).containsExactlyInAnyOrderEntriesOf(Map.of(
                "assessmentId", assessmentId,
                "patientId", assessment.path("patientId"),
                "status", "COMPLETED",
                "riskLevel", "SEVERE",
                "summary", assessment.path("summary")));
        assertThat(assessment.<String>path("riskLevel")).isEqualTo("SEVERE");

        Thread.sleep(1500);
        assertThat(receiver.requestCount()).isEqualTo(1);
    }
}
