package com.medvigil.cdshooks;

import static com.medvigil.cdshooks.SyntheaPrefetch.draftOrder;
import static com.medvigil.cdshooks.SyntheaPrefetch.draftOrders;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

import java.io.IOException;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.restassured.http.ContentType;
import okhttp3.mockwebserver.Dispatcher;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;

/**
 * A hook call without prefetch, whose data MedVigil fetches from the EHR's FHIR server (one the
 * test runs, holding a Synthea patient's record) with the call's bearer token, within the time
 * budget, following next links on that server only; and a card that a
 * prescriber overrode at order-select, not shown again at order-sign for the same medicines.
 */
@ApiTest
class CdsHooksFetchAndRepeatTest {

    static final String TOKEN = "ehr-access-token-for-the-test";

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;
    MockWebServer ehr;
    final List<RecordedRequest> received = new ArrayList<>();

    @BeforeEach
    void start() throws IOException {
        api = new Api(port);
        tenant = api.registerTenant();
        ehr = new MockWebServer();
        ehr.start();
    }

    @AfterEach
    void stop() throws IOException {
        ehr.shutdown();
    }

    /** An EHR FHIR server answering the prefetch queries from the record, for the right token only. */
    void serve(SyntheaPrefetch record) {
        ObjectNode prefetch = record.prefetch();
        ehr.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                received.add(request);
                if (!("Bearer " + TOKEN).equals(request.getHeader("Authorization"))) {
                    return new MockResponse().setResponseCode(401);
                }
                String path = request.getPath();
                String key = path.startsWith("/fhir/Patient/") ? "patient"
                        : path.startsWith("/fhir/MedicationRequest?") ? "medicationRequests"
                        : path.startsWith("/fhir/MedicationStatement?") ? "medicationStatements"
                        : path.startsWith("/fhir/Condition?") ? "conditions"
                        : path.startsWith("/fhir/AllergyIntolerance?") ? "allergies"
                        : path.startsWith("/fhir/Observation?") ? "labs" : null;
                if (key == null) {
                    return new MockResponse().setResponseCode(404);
                }
                return new MockResponse().setHeader("Content-Type", "application/fhir+json")
                        .setBody(prefetch.get(key).toString());
            }
        });
    }

    JsonNode cards(String service, ObjectNode body) throws IOException {
        String answer = api.as(tenant).contentType(ContentType.JSON).body(body.toString())
                .post("/v1/cds-services/" + service).then().statusCode(200).extract().asString();
        return SyntheaPrefetch.JSON.readTree(answer).get("cards");
    }

    static JsonNode interactionCard(JsonNode cards) {
        for (JsonNode card : cards) {
            if (card.get("summary").asText().toLowerCase(Locale.ROOT).contains("clarithromycin")
                    && "critical".equals(card.get("indicator").asText())) {
                return card;
            }
        }
        return null;
    }

    @Test
    void missingPrefetchIsFetchedFromTheEhrsFhirServerWithTheCallsToken() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(CdsHooksServiceTest.ON_SIMVASTATIN);
        serve(record);
        ObjectNode body = CdsHooksServiceTest.hookCall("order-sign", record,
                draftOrders(draftOrder("draft-1", record.patientId, "Clarithromycin 500 MG Oral Tablet")));
        body.remove("prefetch");
        body.put("fhirServer", ehr.url("/fhir").toString());
        body.putObject("fhirAuthorization").put("access_token", TOKEN).put("token_type", "Bearer")
                .put("expires_in", 300).put("scope", "user/*.read").put("subject", "medvigil");

        JsonNode card = interactionCard(cards("order-sign", body));

        assertThat(card).isNotNull();
        assertThat(card.get("detail").asText()).contains("fetched from the EHR's FHIR server");
        assertThat(received).extracting(RecordedRequest::getPath)
                .contains("/fhir/Patient/" + record.patientId,
                        "/fhir/MedicationRequest?patient=" + record.patientId + "&status=active");
    }

    @Test
    void aFhirServerThatRefusesTheTokenLeavesTheCallAPreconditionFailure() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(CdsHooksServiceTest.ON_SIMVASTATIN);
        serve(record);
        ObjectNode body = CdsHooksServiceTest.hookCall("patient-view", record, null);
        ((ObjectNode) body.get("prefetch")).remove("labs");
        body.put("fhirServer", ehr.url("/fhir").toString());
        body.putObject("fhirAuthorization").put("access_token", "not-the-token").put("token_type", "Bearer");

        api.as(tenant).contentType(ContentType.JSON).body(body.toString()).post("/v1/cds-services/patient-view")
                .then().statusCode(412).body("message", containsString("labs")).body("message", containsString("401"));
    }

    @Test
    void aFhirServerSlowerThanTheBudgetLeavesTheCallAPreconditionFailureWithinTheBudget() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(CdsHooksServiceTest.ON_SIMVASTATIN);
        ehr.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return new MockResponse().setHeader("Content-Type", "application/fhir+json")
                        .setBody(record.prefetch().get("labs").toString()).setHeadersDelay(5, TimeUnit.SECONDS);
            }
        });
        ObjectNode body = callFetching(record, "labs");

        long started = System.nanoTime();
        api.as(tenant).contentType(ContentType.JSON).body(body.toString()).post("/v1/cds-services/order-sign")
                .then().statusCode(412).body("message", containsString("labs")).body("message", containsString("in time"));

        assertThat(Duration.ofNanos(System.nanoTime() - started)).as("the 2 s fetch budget")
                .isLessThan(Duration.ofMillis(4500));
    }

    @Test
    void aSearchIsFollowedThroughNextLinksOnTheSameServerOnly() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(CdsHooksServiceTest.ON_SIMVASTATIN);
        MockWebServer elsewhere = new MockWebServer();
        elsewhere.start();
        try {
            ObjectNode prefetch = record.prefetch();
            ehr.setDispatcher(new Dispatcher() {
                @Override
                public MockResponse dispatch(RecordedRequest request) {
                    received.add(request);
                    String path = request.getPath();
                    ObjectNode page;
                    if (path.startsWith("/fhir/MedicationRequest?")) {
                        // The first page holds nothing and sends the client on to the page with the prescriptions.
                        page = SyntheaPrefetch.searchset(List.of());
                        page.putArray("link").addObject().put("relation", "next")
                                .put("url", ehr.url("/fhir/page-2-of-prescriptions").toString());
                    } else if (path.equals("/fhir/page-2-of-prescriptions")) {
                        page = (ObjectNode) prefetch.get("medicationRequests").deepCopy();
                        page.putArray("link").addObject().put("relation", "next")
                                .put("url", elsewhere.url("/fhir/page-3").toString());
                    } else {
                        return new MockResponse().setResponseCode(404);
                    }
                    return new MockResponse().setHeader("Content-Type", "application/fhir+json").setBody(page.toString());
                }
            });
            ObjectNode body = callFetching(record, "medicationRequests");

            assertThat(interactionCard(cards("order-sign", body))).as("the prescriptions on the second page").isNotNull();
            assertThat(received).extracting(RecordedRequest::getPath).contains("/fhir/page-2-of-prescriptions");
            assertThat(elsewhere.getRequestCount()).as("the token is never sent to another server").isZero();
        } finally {
            elsewhere.shutdown();
        }
    }

    @Test
    void aRecentReadingFetchedFromTheFhirServerIsRead() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(CdsHooksServiceTest.ON_SIMVASTATIN);
        ObjectNode labs = (ObjectNode) record.prefetch().get("labs").deepCopy();
        ((ArrayNode) labs.get("entry")).addObject().set("resource",
                SyntheaPrefetch.egfrReading(record.patientId, 22, LocalDate.now(ZoneOffset.UTC).minusDays(20)));
        ehr.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return new MockResponse().setHeader("Content-Type", "application/fhir+json").setBody(labs.toString());
            }
        });
        ObjectNode body = CdsHooksServiceTest.hookCall("order-sign", record,
                draftOrders(draftOrder("draft-1", record.patientId, "Metformin 500 MG Oral Tablet")));
        ((ObjectNode) body.get("prefetch")).remove("labs");
        body.put("fhirServer", ehr.url("/fhir").toString());
        body.putObject("fhirAuthorization").put("access_token", TOKEN).put("token_type", "Bearer");

        List<String> topics = new ArrayList<>();
        cards("order-sign", body).forEach(card -> topics.add(card.at("/source/topic/code").asText()));

        assertThat(topics).as("the fetched eGFR of 22 meets metformin").contains("RENAL_DOSE");
    }

    /**
     * What the EHR's FHIR server answers is read as the prefetch is: a NUL in the patient's name,
     * which PostgreSQL could not keep in the profile, is read as U+FFFD, and the call is answered.
     */
    @Test
    void aNulInTheFetchedPatientsNameIsReadAsTheReplacementCharacter() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(CdsHooksServiceTest.ON_SIMVASTATIN);
        ObjectNode patient = (ObjectNode) record.prefetch().get("patient").deepCopy();
        ((ObjectNode) patient.at("/name/0")).put("family", "Do\u0000e");
        ehr.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return new MockResponse().setHeader("Content-Type", "application/fhir+json").setBody(patient.toString());
            }
        });

        JsonNode card = interactionCard(cards("order-sign", callFetching(record, "patient")));

        assertThat(card).isNotNull();
        assertThat(card.get("detail").asText()).contains("fetched from the EHR's FHIR server");
        assertThat(api.as(tenant).get("/v1/patients").<String>path("patients[0].demographics.lastName"))
                .isEqualTo("Do\uFFFDe");
    }

    /** An order-sign call for clarithromycin whose prefetch lacks {@code key}, granting access to the test's EHR. */
    private ObjectNode callFetching(SyntheaPrefetch record, String key) {
        ObjectNode body = CdsHooksServiceTest.hookCall("order-sign", record,
                draftOrders(draftOrder("draft-1", record.patientId, "Clarithromycin 500 MG Oral Tablet")));
        ((ObjectNode) body.get("prefetch")).remove(key);
        body.put("fhirServer", ehr.url("/fhir").toString());
        body.putObject("fhirAuthorization").put("access_token", TOKEN).put("token_type", "Bearer");
        return body;
    }

    @Test
    void aCardOverriddenAtOrderSelectIsNotShownAgainAtOrderSignForTheSameEncounter() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(CdsHooksServiceTest.ON_SIMVASTATIN);
        ObjectNode select = CdsHooksServiceTest.hookCall("order-select", record,
                draftOrders(draftOrder("draft-1", record.patientId, "Clarithromycin 500 MG Oral Tablet")));
        String encounter = select.get("context").get("encounterId").asText();
        JsonNode shown = interactionCard(cards("order-select", select));
        assertThat(shown).isNotNull();

        ObjectNode feedback = SyntheaPrefetch.JSON.createObjectNode();
        ObjectNode entry = feedback.putArray("feedback").addObject().put("card", shown.get("uuid").asText())
                .put("outcome", "overridden").put("outcomeTimestamp", "2026-11-26T10:00:00Z");
        ObjectNode reason = entry.putObject("overrideReason");
        reason.putObject("reason").put("system", shown.at("/overrideReasons/0/system").asText())
                .put("code", shown.at("/overrideReasons/0/code").asText());
        reason.put("userComment", "Short course; statin held by the patient's cardiologist");
        api.as(tenant).contentType(ContentType.JSON).body(feedback.toString())
                .post("/v1/cds-services/order-select/feedback").then().statusCode(200);

        ObjectNode sign = CdsHooksServiceTest.hookCall("order-sign", record,
                draftOrders(draftOrder("draft-2", record.patientId, "Clarithromycin 500 MG Oral Tablet")));
        ((ObjectNode) sign.get("context")).put("encounterId", encounter);
        assertThat(interactionCard(cards("order-sign", sign))).as("overridden for this encounter").isNull();

        ObjectNode elsewhere = CdsHooksServiceTest.hookCall("order-sign", record,
                draftOrders(draftOrder("draft-3", record.patientId, "Clarithromycin 500 MG Oral Tablet")));
        ((ObjectNode) elsewhere.get("context")).put("encounterId", "enc-" + UUID.randomUUID());
        assertThat(interactionCard(cards("order-sign", elsewhere))).as("another encounter").isNotNull();
    }
}
