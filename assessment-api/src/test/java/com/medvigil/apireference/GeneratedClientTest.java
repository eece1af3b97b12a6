package com.medvigil.apireference;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.client.ApiClient;
import com.medvigil.client.api.AssessmentApi;
import com.medvigil.client.api.PatientApi;
import com.medvigil.client.api.TenantRegistrationApi;
import com.medvigil.client.api.WebhookApi;
import com.medvigil.client.api.WebhookDeliveryApi;
import com.medvigil.client.model.Accepted;
import com.medvigil.client.model.AssessmentRequest;
import com.medvigil.client.model.AssessmentView;
import com.medvigil.client.model.CreateWebhookRequest;
import com.medvigil.client.model.DeliveryView;
import com.medvigil.client.model.DemographicsItem;
import com.medvigil.client.model.Finding;
import com.medvigil.client.model.OnePatient;
import com.medvigil.client.model.PatientRequest;
import com.medvigil.client.model.RegistrationRequest;
import com.medvigil.client.model.RegistrationResponse;
import com.medvigil.client.model.Upserted;
import com.medvigil.client.model.WebhookWithSecret;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;

import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;

/**
 * An integrator's first day, with the Java client that openapi-generator (native library) makes
 * from the published description (built from src/test/openapi/api-docs.json, docs/api.md):
 * register, create a patient, subscribe a webhook, request an assessment with the reference's
 * example request, read its typed result, and see the webhook delivered.
 */
@ApiTest
class GeneratedClientTest {

    @LocalServerPort
    int port;

    MockWebServer receiver = new MockWebServer();

    @BeforeEach
    void startTheReceiver() throws Exception {
        receiver.start(InetAddress.getByName("127.0.0.1"), 0);
    }

    @AfterEach
    void stopTheReceiver() throws Exception {
        receiver.shutdown();
    }

    @Test
    void aGeneratedClientRegistersCreatesAPatientSubscribesAndReadsATypedAssessment() throws Exception {
        ApiClient anonymous = clientOfThisService();
        RegistrationResponse registered = new TenantRegistrationApi(anonymous)
                .tenantRegistrationRegister(new RegistrationRequest().name("Generated Client Clinic")
                        .code(Api.uniqueCode("client")));
        ApiClient client = clientOfThisService().setRequestInterceptor(request -> request.header("Authorization", "Bearer " + registered.getApiKey()));

        Upserted patient = new PatientApi(client).patientUpsert(new PatientRequest().externalId("MRN-1001")
                .demographics(new DemographicsItem().firstName("Ada").ageYears(64)));
        OnePatient read = new PatientApi(client).patientGet(patient.getPatientId());
        assertThat(patient.getCreated()).isTrue();
        assertThat(read.getPatient().getExternalId()).isEqualTo("MRN-1001");

        receiver.enqueue(new MockResponse().setResponseCode(200));
        WebhookWithSecret webhook = new WebhookApi(client).webhookCreate(new CreateWebhookRequest().name("EHR")
                .url(receiver.url("/hooks").toString()).events(List.of("assessment.completed")));
        assertThat(webhook.getSecret()).isNotBlank();

        AssessmentRequest example = client.getObjectMapper().readValue(
                AssessmentResultSchemaTest.example("assessment.request.request.json"), AssessmentRequest.class);
        Accepted accepted = new AssessmentApi(client).assessmentRequest(example);
        AssessmentView result = awaitCompleted(new AssessmentApi(client), accepted);

        assertThat(String.valueOf(result.getRiskLevel())).isEqualTo("SEVERE");
        assertThat(result.getFindings()).extracting(Finding::getRuleId).contains("onc-statin-cyp3a4-inhibitor");
        assertThat(result.getFindings()).extracting(finding -> String.valueOf(finding.getSeverity())).contains("contraindicated");
        assertThat(result.getNarrative().getReferences()).isNotEmpty();
        assertThat(result.getStoppedMedications()).isNotEmpty();

        RecordedRequest delivery = receiver.takeRequest(30, TimeUnit.SECONDS);
        assertThat(delivery).as("the webhook delivery").isNotNull();
        assertThat(delivery.getBody().readUtf8()).contains(accepted.getAssessmentId().toString());
        List<DeliveryView> deliveries = new WebhookDeliveryApi(client)
                .webhookDeliveryList(webhook.getWebhook().getId(), 10).getDeliveries();
        assertThat(deliveries).extracting(DeliveryView::getAssessmentId).contains(accepted.getAssessmentId());
    }

    private ApiClient clientOfThisService() {
        ApiClient client = new ApiClient();
        client.updateBaseUri("http://127.0.0.1:" + port);
        return client;
    }

    private static AssessmentView awaitCompleted(AssessmentApi assessments, Accepted accepted) throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        AssessmentView view = assessments.assessmentRead(accepted.getAssessmentId());
        while (!"COMPLETED".equals(String.valueOf(view.getStatus())) && Instant.now().isBefore(deadline)) {
            Thread.sleep(200);
            view = assessments.assessmentRead(accepted.getAssessmentId());
        }
        assertThat(String.valueOf(view.getStatus())).isEqualTo("COMPLETED");
        return view;
    }
}
