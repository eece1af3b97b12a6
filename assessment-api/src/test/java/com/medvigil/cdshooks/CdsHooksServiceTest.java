package com.medvigil.cdshooks;

import static com.medvigil.cdshooks.SyntheaPrefetch.draftOrder;
import static com.medvigil.cdshooks.SyntheaPrefetch.draftOrders;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import io.restassured.http.ContentType;
import io.restassured.response.Response;

/**
 * MedVigil as a CDS Hooks 2.0 service, called as an EHR calls it, with a Synthea patient's record
 * as prefetch: discovery, cards for draft orders at order-select and order-sign, the review of the
 * whole list at patient-view, the assessment each call leaves in the worklist, and refusals.
 */
@ApiTest
class CdsHooksServiceTest {

    /** Active simvastatin (RxNorm 316672, as Synthea wrote it). */
    static final String ON_SIMVASTATIN = "Clint_Champlin_4e83f4d0-0461-47bf-9711-292d8f5d69ff.json";
    /** Active verapamil and digoxin, among others. */
    static final String ON_VERAPAMIL_AND_DIGOXIN = "Christin_Stiedemann_fc6aaaa5-0461-420d-b96c-ebeacc303b51.json";

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    Response call(String service, ObjectNode body) {
        return api.as(tenant).contentType(ContentType.JSON).body(body.toString()).post("/v1/cds-services/" + service);
    }

    static ObjectNode hookCall(String hook, SyntheaPrefetch record, ObjectNode drafts) {
        ObjectNode body = SyntheaPrefetch.JSON.createObjectNode().put("hook", hook)
                .put("hookInstance", UUID.randomUUID().toString());
        ObjectNode context = body.putObject("context").put("userId", "Practitioner/example")
                .put("patientId", record.patientId).put("encounterId", "enc-" + UUID.randomUUID());
        if (drafts != null) {
            context.set("draftOrders", drafts);
        }
        body.set("prefetch", record.prefetch());
        return body;
    }

    static void assertValidCards(JsonNode cards) {
        for (JsonNode card : cards) {
            assertThat(CardShape.problems(card)).as(card.toString()).isEmpty();
        }
    }

    @Test
    void discoveryListsTheThreeServicesWithTheirPrefetchWithoutACredential() {
        api.anonymous().get("/v1/cds-services").then().statusCode(200)
                .body("services.id", hasItems("order-select", "order-sign", "patient-view"))
                .body("services.find { it.id == 'order-sign' }.hook", equalTo("order-sign"))
                .body("services.find { it.id == 'order-sign' }.prefetch.patient", equalTo("Patient/{{context.patientId}}"))
                .body("services.find { it.id == 'order-sign' }.prefetch.labs", containsString("http://loinc.org|6298-4"));
    }

    @Test
    void aDraftOrderThatInteractsWithAnActivePrescriptionGetsACriticalCardAtOrderSign() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode body = hookCall("order-sign", record,
                draftOrders(draftOrder("draft-1", record.patientId, "Clarithromycin 500 MG Oral Tablet")));

        JsonNode cards = SyntheaPrefetch.JSON.readTree(call("order-sign", body).then().statusCode(200)
                .extract().asString()).get("cards");

        assertValidCards(cards);
        JsonNode interaction = null;
        for (JsonNode card : cards) {
            String summary = card.get("summary").asText().toLowerCase(Locale.ROOT);
            if (summary.contains("simvastatin") && summary.contains("clarithromycin")) {
                interaction = card;
            }
        }
        assertThat(interaction).as(cards.toString()).isNotNull();
        assertThat(interaction.get("indicator").asText()).isEqualTo("critical");
        assertThat(interaction.at("/suggestions/0/actions/0/type").asText()).isEqualTo("delete");
        assertThat(interaction.at("/suggestions/0/actions/0/resourceId").asText()).isEqualTo("MedicationRequest/draft-1");
        assertThat(interaction.get("selectionBehavior").asText()).isEqualTo("at-most-one");
        assertThat(interaction.get("detail").asText()).contains("**What to do:**").contains("being ordered")
                .contains("sent by the EHR");
        assertThat(interaction.at("/source/topic/code").asText()).isEqualTo("DRUG_INTERACTION");
        // Only findings that involve the draft order are cards at order-sign.
        for (JsonNode card : cards) {
            assertThat(card.get("detail").asText()).contains("(being ordered)");
        }

        String link = interaction.at("/links/0/url").asText();
        String assessmentId = link.substring(link.lastIndexOf('/') + 1);
        api.as(tenant).get("/v1/assessments/" + assessmentId).then().statusCode(200)
                .body("source", equalTo("cds-hooks"))
                .body("status", equalTo("COMPLETED"))
                .body("reviewStatus", equalTo("open"));
    }

    @Test
    void anEhrSigningItsCallWithARegisteredKeyGetsTheCards() throws Exception {
        ECKey key = new ECKeyGenerator(Curve.P_384).keyID("ehr-" + UUID.randomUUID()).generate();
        String issuer = CdsEchoForTestsController.uniqueIssuer();
        api.as(tenant).contentType(ContentType.JSON).body("{\"name\": \"Ward EHR\", \"issuer\": \"" + issuer
                + "\", \"jwks\": " + CdsClientsTest.jwks(key.toPublicJWK()) + "}").post("/v1/cds-clients")
                .then().statusCode(201);
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode body = hookCall("order-sign", record,
                draftOrders(draftOrder("draft-1", record.patientId, "Clarithromycin 500 MG Oral Tablet")));
        String jwt = CdsToken.of(key, issuer, "http://localhost:" + port + "/v1/cds-services/order-sign").signed();

        api.anonymous().header("Authorization", "Bearer " + jwt).contentType(ContentType.JSON).body(body.toString())
                .post("/v1/cds-services/order-sign").then().statusCode(200)
                .body("cards.find { it.indicator == 'critical' }.suggestions[0].actions[0].resourceId",
                        equalTo("MedicationRequest/draft-1"));
    }

    @Test
    void orderSelectShowsTheSameInteractionForTheSelectedDraft() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode body = hookCall("order-select", record,
                draftOrders(draftOrder("draft-1", record.patientId, "Clarithromycin 500 MG Oral Tablet")));

        call("order-select", body).then().statusCode(200)
                .body("cards.find { it.indicator == 'critical' }.suggestions[0].actions[0].resourceId",
                        equalTo("MedicationRequest/draft-1"));
    }

    @Test
    void aDraftThatInteractsWithNothingGetsNoInteractionCard() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode body = hookCall("order-sign", record,
                draftOrders(draftOrder("draft-1", record.patientId, "Loratadine 10 MG Oral Tablet")));

        JsonNode cards = SyntheaPrefetch.JSON.readTree(call("order-sign", body).then().statusCode(200)
                .extract().asString()).get("cards");

        assertValidCards(cards);
        for (JsonNode card : cards) {
            assertThat(card.at("/source/topic/code").asText()).isNotEqualTo("DRUG_INTERACTION");
        }
    }

    @Test
    void aRecentEgfrInTheLabsPrefetchIsReadForTheDraftOrder() throws IOException {
        JsonNode cards = metforminOrderedWithAnEgfrOf(22, LocalDate.now(ZoneOffset.UTC).minusDays(20));

        assertThat(topics(cards)).as(cards.toString()).contains("RENAL_DOSE");
    }

    @Test
    void anEgfrOlderThanAYearIsNotReadForTheDraftOrder() throws IOException {
        JsonNode cards = metforminOrderedWithAnEgfrOf(22, LocalDate.now(ZoneOffset.UTC).minusDays(400));

        assertThat(topics(cards)).as(cards.toString()).doesNotContain("RENAL_DOSE");
    }

    @Test
    void aSmokingStatusInTheLabsPrefetchIsThePatientsSmokingForTheDraftOrder() throws IOException {
        JsonNode cards = clozapineOrderedWithASmokingStatus("449868002", "Current every day smoker");

        assertThat(summaries(cards)).as(cards.toString()).anyMatch(summary -> summary.startsWith("Smoking with"));
    }

    @Test
    void aNeverSmokerGetsNoSmokingCard() throws IOException {
        JsonNode cards = clozapineOrderedWithASmokingStatus("266919005", "Never smoker");

        assertThat(summaries(cards)).as(cards.toString()).noneMatch(summary -> summary.startsWith("Smoking with"));
    }

    @Test
    void aBodyWeightInTheLabsPrefetchIsThePatientsWeightForTheDraftOrder() throws IOException {
        JsonNode cards = prasugrelOrderedWithABodyWeightOf(55);

        assertThat(summaries(cards)).as(cards.toString()).anyMatch(summary -> summary.contains("weight 55 kg"));
    }

    @Test
    void aBodyWeightOf80KgGetsNoLowWeightCard() throws IOException {
        JsonNode cards = prasugrelOrderedWithABodyWeightOf(80);

        assertThat(summaries(cards)).as(cards.toString()).noneMatch(summary -> summary.contains("weight"));
    }

    @Test
    void aDraftOrderIsAStartSoTheRulesAboutStartingAMedicineApply() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode body = jardianceOrderedWithAnEgfrOf17(record);

        JsonNode cards = cardsOf(body);

        assertThat(summaries(cards)).as(cards.toString()).anyMatch(summary -> summary.contains("started at eGFR 17"));
    }

    @Test
    void aDraftRenewingAMedicineThePatientHasTakenForYearsIsNoStart() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode body = jardianceOrderedWithAnEgfrOf17(record);
        ObjectNode takenSince2021 = SyntheaPrefetch.draftOrder("jardiance-2021", record.patientId,
                "Jardiance 10 MG Oral Tablet").put("status", "active").put("authoredOn", "2021-02-01");
        ((ArrayNode) body.at("/prefetch/medicationRequests/entry")).addObject().set("resource", takenSince2021);

        JsonNode cards = cardsOf(body);

        assertThat(summaries(cards)).as(cards.toString()).noneMatch(summary -> summary.contains("started at eGFR"));
    }

    @Test
    void aFentanylPatchOrderedForAPatientWithNoOpioidOnRecordAsksForTolerance() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);

        JsonNode cards = cardsOf(hookCall("order-sign", record, draftOrders(
                draftOrder("draft-1", record.patientId, "fentanyl 25 MCG/HR Transdermal System"))));

        assertThat(summaries(cards)).as(cards.toString())
                .anyMatch(summary -> summary.contains("patch started without a week of another opioid before it"));
    }

    @Test
    void aFentanylPatchOrderedForAPatientTakingAnotherOpioidIsNoFirstOpioid() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode body = hookCall("order-sign", record, draftOrders(
                draftOrder("draft-1", record.patientId, "fentanyl 25 MCG/HR Transdermal System")));
        ObjectNode oxycodoneSinceMarch = SyntheaPrefetch.draftOrder("oxycodone-2025", record.patientId,
                "oxycodone hydrochloride 10 MG Oral Tablet").put("status", "active").put("authoredOn", "2025-03-01");
        ((ArrayNode) body.at("/prefetch/medicationRequests/entry")).addObject().set("resource", oxycodoneSinceMarch);

        JsonNode cards = cardsOf(body);

        assertThat(summaries(cards)).as(cards.toString()).noneMatch(summary -> summary.contains("no other opioid"));
    }

    @Test
    void aDraftWithoutADoseIsAtLeastOneTabletOfItsNamedStrength() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode body = hookCall("order-sign", record, draftOrders(
                draftOrder("draft-1", record.patientId, "Simvastatin 40 MG Oral Tablet"),
                draftOrder("draft-2", record.patientId, "Diltiazem Hydrochloride 120 MG Oral Capsule")));

        JsonNode cards = cardsOf(body);

        assertThat(summaries(cards)).as(cards.toString())
                .anyMatch(summary -> summary.contains("at least 40 mg a day") && summary.contains("10 mg"));
    }

    @Test
    void aDraftTimedForOneDoseInAllIsASingleDoseWhereARuleAllowsOne() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);

        JsonNode once = cardsOf(dexamethasoneOrderedWithRilpivirine(record, timing -> timing.putObject("repeat").put("count", 1)));
        JsonNode daily = cardsOf(dexamethasoneOrderedWithRilpivirine(record, timing -> timing.putObject("repeat")
                .put("frequency", 1).put("period", 1).put("periodUnit", "d")));

        assertThat(summaries(once)).as(once.toString()).noneMatch(summary -> summary.contains("beyond a single dose"));
        assertThat(summaries(daily)).as(daily.toString()).anyMatch(summary -> summary.contains("beyond a single dose"));
    }

    /** Rilpivirine and dexamethasone ordered together, dexamethasone with the timing the caller writes. */
    private static ObjectNode dexamethasoneOrderedWithRilpivirine(SyntheaPrefetch record,
            Consumer<ObjectNode> timing) {
        ObjectNode dexamethasone = draftOrder("draft-2", record.patientId, "Dexamethasone 4 MG Oral Tablet");
        ObjectNode dosage = dexamethasone.putArray("dosageInstruction").addObject();
        dosage.putArray("doseAndRate").addObject().putObject("doseQuantity").put("value", 8).put("unit", "mg");
        timing.accept(dosage.putObject("timing"));
        return hookCall("order-sign", record, draftOrders(
                draftOrder("draft-1", record.patientId, "Rilpivirine 25 MG Oral Tablet"), dexamethasone));
    }

    /** Jardiance ordered (a draft with no date of its own) for the Synthea record, with an eGFR of 17 a week ago. */
    private static ObjectNode jardianceOrderedWithAnEgfrOf17(SyntheaPrefetch record) {
        ObjectNode body = hookCall("order-sign", record,
                draftOrders(draftOrder("draft-1", record.patientId, "Jardiance 10 MG Oral Tablet")));
        ((ArrayNode) body.at("/prefetch/labs/entry")).addObject()
                .set("resource", SyntheaPrefetch.egfrReading(record.patientId, 17, LocalDate.now(ZoneOffset.UTC).minusDays(7)));
        return body;
    }

    private JsonNode cardsOf(ObjectNode body) throws IOException {
        JsonNode cards = SyntheaPrefetch.JSON.readTree(call("order-sign", body).then().statusCode(200)
                .extract().asString()).get("cards");
        assertValidCards(cards);
        return cards;
    }

    private static List<String> summaries(JsonNode cards) {
        List<String> summaries = new ArrayList<>();
        cards.forEach(card -> summaries.add(card.path("summary").asText()));
        return summaries;
    }

    /** The Synthea record's labs prefetch with one more eGFR reading, and metformin ordered. */
    private JsonNode metforminOrderedWithAnEgfrOf(int egfr, LocalDate taken) throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode body = hookCall("order-sign", record,
                draftOrders(draftOrder("draft-1", record.patientId, "Metformin 500 MG Oral Tablet")));
        ((ArrayNode) body.at("/prefetch/labs/entry")).addObject()
                .set("resource", SyntheaPrefetch.egfrReading(record.patientId, egfr, taken));
        return cardsOf(body);
    }

    /** The Synthea record's prefetch with today's body weight, and prasugrel ordered (the label lowers it below 60 kg). */
    private JsonNode prasugrelOrderedWithABodyWeightOf(double kg) throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode body = hookCall("order-sign", record,
                draftOrders(draftOrder("draft-1", record.patientId, "prasugrel 10 MG Oral Tablet")));
        ((ArrayNode) body.at("/prefetch/labs/entry")).addObject().set("resource",
                SyntheaPrefetch.bodyWeight(record.patientId, kg, LocalDate.now(ZoneOffset.UTC)));
        return cardsOf(body);
    }

    /** The Synthea record's prefetch with today's smoking status answered by this SNOMED CT code, and clozapine ordered. */
    private JsonNode clozapineOrderedWithASmokingStatus(String snomedCode, String display) throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode body = hookCall("order-sign", record,
                draftOrders(draftOrder("draft-1", record.patientId, "clozapine 100 MG Oral Tablet")));
        ((ArrayNode) body.at("/prefetch/labs/entry")).addObject().set("resource",
                SyntheaPrefetch.smokingStatus(record.patientId, snomedCode, display, LocalDate.now(ZoneOffset.UTC)));
        return cardsOf(body);
    }

    private static List<String> topics(JsonNode cards) {
        List<String> topics = new ArrayList<>();
        cards.forEach(card -> topics.add(card.at("/source/topic/code").asText()));
        return topics;
    }

    @Test
    void callsThatMeetANewPatientAtTheSameMomentAllGetTheirCardsAndMakeOneProfile() throws Exception {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        int calls = 6;
        ExecutorService ehr = Executors.newFixedThreadPool(calls);
        try {
            List<Future<Integer>> statuses = new ArrayList<>();
            for (int i = 0; i < calls; i++) {
                ObjectNode body = hookCall("order-sign", record,
                        draftOrders(draftOrder("draft-" + i, record.patientId, "Clarithromycin 500 MG Oral Tablet")));
                statuses.add(ehr.submit(() -> call("order-sign", body).statusCode()));
            }
            for (Future<Integer> status : statuses) {
                assertThat(status.get(60, TimeUnit.SECONDS)).isEqualTo(200);
            }
        } finally {
            ehr.shutdownNow();
        }

        api.as(tenant).get("/v1/patients").then().statusCode(200).body("patients.size()", equalTo(1));
    }

    @Test
    void theEhrsPatientKeepsTheProfileCurrentAndACallThatRepeatsItChangesNothing() throws Exception {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        String birthDate = record.prefetch().at("/patient/birthDate").asText();
        ObjectNode drafts = draftOrders(draftOrder("draft-1", record.patientId, "Clarithromycin 500 MG Oral Tablet"));
        call("order-sign", hookCall("order-sign", record, drafts)).then().statusCode(200);
        JsonNode first = onlyPatient();
        assertThat(first.path("demographics").path("dateOfBirth").asText()).isEqualTo(birthDate);

        Thread.sleep(5); // a later change would show a later updatedAt
        call("order-sign", hookCall("order-sign", record, drafts)).then().statusCode(200);
        assertThat(onlyPatient().path("updatedAt")).as("a call that repeats the patient").isEqualTo(first.path("updatedAt"));

        ObjectNode renamed = hookCall("order-sign", record, drafts);
        ObjectNode patient = (ObjectNode) renamed.at("/prefetch/patient");
        ((ObjectNode) patient.withArray("name").get(0)).put("family", "Renamed");
        call("order-sign", renamed).then().statusCode(200);
        JsonNode changed = onlyPatient();
        assertThat(changed.path("demographics").path("lastName").asText()).isEqualTo("Renamed");
        assertThat(changed.path("demographics").path("dateOfBirth").asText()).isEqualTo(birthDate);
        assertThat(changed.path("updatedAt")).as("a call that changes the patient").isNotEqualTo(first.path("updatedAt"));
        assertThat(changed.path("createdAt")).isEqualTo(first.path("createdAt"));
    }

    private JsonNode onlyPatient() throws IOException {
        JsonNode patients = SyntheaPrefetch.JSON.readTree(api.as(tenant).get("/v1/patients").then().statusCode(200)
                .extract().asString()).get("patients");
        assertThat(patients).hasSize(1);
        return patients.get(0);
    }

    @Test
    void patientViewReviewsTheWholeCurrentList() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_VERAPAMIL_AND_DIGOXIN);

        JsonNode cards = SyntheaPrefetch.JSON.readTree(call("patient-view", hookCall("patient-view", record, null))
                .then().statusCode(200).extract().asString()).get("cards");

        assertValidCards(cards);
        assertThat(cards.findValuesAsText("summary")).anySatisfy(summary -> assertThat(summary.toLowerCase(Locale.ROOT))
                .contains("verapamil").contains("digoxin"));
        for (JsonNode card : cards) {
            assertThat(card.has("suggestions")).as("nothing is being ordered at patient-view").isFalse();
        }
    }

    @Test
    void withoutPrefetchOrAFhirServerTheCallIsAPreconditionFailure() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode body = hookCall("order-sign", record,
                draftOrders(draftOrder("draft-1", record.patientId, "Clarithromycin 500 MG Oral Tablet")));
        ((ObjectNode) body.get("prefetch")).remove("labs");
        ((ObjectNode) body.get("prefetch")).putNull("allergies");

        call("order-sign", body).then().statusCode(412)
                .body("message", containsString("labs")).body("message", containsString("allergies"));
    }

    @Test
    void anOperationOutcomeInPlaceOfPrefetchCountsAsMissing() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode body = hookCall("patient-view", record, null);
        ((ObjectNode) body.get("prefetch")).putObject("conditions").put("resourceType", "OperationOutcome")
                .putArray("issue").addObject().put("severity", "error").put("code", "processing");

        call("patient-view", body).then().statusCode(412).body("message", containsString("conditions"));
    }

    @Test
    void badCallsAreRefusedNamingTheField() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode drafts = draftOrders(draftOrder("draft-1", record.patientId, "Clarithromycin 500 MG Oral Tablet"));

        call("order-sign", hookCall("order-select", record, drafts)).then().statusCode(400)
                .body("message", containsString("hook"));
        call("order-sign", hookCall("order-sign", record, null)).then().statusCode(400)
                .body("message", containsString("context.draftOrders"));
        ObjectNode noPatient = hookCall("order-sign", record, drafts);
        ((ObjectNode) noPatient.get("context")).remove("patientId");
        call("order-sign", noPatient).then().statusCode(400).body("message", containsString("context.patientId"));
        call("no-such-service", hookCall("order-sign", record, drafts)).then().statusCode(404);
        ObjectNode notABundle = hookCall("order-sign", record, drafts);
        ((ObjectNode) notABundle.get("context")).set("draftOrders", draftOrder("x", record.patientId, "aspirin"));
        call("order-sign", notABundle).then().statusCode(400).body("message", containsString("context.draftOrders"));
    }

    @Test
    void aDraftOrderHapisParserCannotReadIsRefusedNamingTheField() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode draft = draftOrder("draft-1", record.patientId, "Clarithromycin 500 MG Oral Tablet");
        // HAPI's parser throws a bare NullPointerException on an extension that is not an object.
        draft.putArray("extension").addNull();

        call("order-sign", hookCall("order-sign", record, draftOrders(draft))).then().statusCode(400)
                .body("message", equalTo("context.draftOrders.entry[0].resource.extension[0] is not a JSON object;"
                        + " an extension must be a JSON object with a url"));
    }

    /**
     * Half of a surrogate pair (a JSON escape without its other half) or a NUL in the EHR's text (a
     * medicine's name, the patient's, which the patient's profile keeps) is no FHIR string, but
     * refusing the call for it would leave the prescriber without the check: the call is answered,
     * in valid UTF-8, with the card the medicines call for, on PostgreSQL too (which cannot store a
     * NUL).
     */
    @Test
    void aCharacterNoFhirStringMayHoldInTheEhrsTextStillGetsTheCardsInValidUtf8() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        for (String escape : List.of("\\ud800", "\\u0000")) {
            ObjectNode call = hookCall("order-sign", record,
                    draftOrders(draftOrder("draft-1", record.patientId, "Clarithromycin 500 MG Oral Tablet")));
            ((ObjectNode) call.at("/prefetch/patient/name/0")).put("family", "FAMILY-NAME");
            String body = call.toString().replace("Clarithromycin 500 MG", "Clarithromycin " + escape + " 500 MG")
                    .replace("FAMILY-NAME", "Do" + escape + "e");
            assertThat(body).contains(escape);

            byte[] answer = api.as(tenant).contentType(ContentType.JSON).body(body).post("/v1/cds-services/order-sign")
                    .then().statusCode(200).extract().asByteArray();

            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(answer)).toString();
            JsonNode cards = SyntheaPrefetch.JSON.readTree(text).get("cards");
            assertValidCards(cards);
            assertThat(cards.findValuesAsText("summary")).as(escape).anySatisfy(summary ->
                    assertThat(summary.toLowerCase(Locale.ROOT)).contains("simvastatin").contains("clarithromycin"));
            // The character is read as U+FFFD, the Unicode replacement character.
            assertThat(onlyPatient().path("demographics").path("lastName").asText()).isEqualTo("Do\uFFFDe");
        }
    }

    /**
     * A draft the EHR sent without an id, or with one that is no FHIR id, cannot be named by a
     * delete action: its card still warns, without the removal (it named "MedicationRequest/null").
     */
    @Test
    void aDraftWithoutAFhirIdGetsItsCardWithoutARemoval() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        for (String id : Arrays.asList(null, "draft_1")) {
            ObjectNode drafts = draftOrders(draftOrder("draft-1", record.patientId, "Clarithromycin 500 MG Oral Tablet"));
            ObjectNode draft = (ObjectNode) drafts.at("/entry/0/resource");
            if (id == null) {
                draft.remove("id");
            } else {
                draft.put("id", id);
            }

            JsonNode cards = SyntheaPrefetch.JSON.readTree(call("order-sign", hookCall("order-sign", record, drafts))
                    .then().statusCode(200).extract().asString()).get("cards");

            assertValidCards(cards);
            assertThat(cards.findValuesAsText("summary")).as(String.valueOf(id)).anySatisfy(summary ->
                    assertThat(summary.toLowerCase(Locale.ROOT)).contains("simvastatin").contains("clarithromycin"));
            assertThat(cards.findValues("suggestions")).as(String.valueOf(id)).allSatisfy(suggestions ->
                    assertThat(suggestions).isEmpty());
        }
    }

    /** A NUL in it, which PostgreSQL cannot store in the card ledger, was a 500 there. */
    @Test
    void anEncounterIdThatIsNoFhirIdIsRefusedNamingTheField() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        for (String encounterId : List.of("enc\u0000ounter", "enc ounter", "e".repeat(65))) {
            ObjectNode body = hookCall("order-sign", record,
                    draftOrders(draftOrder("draft-1", record.patientId, "Clarithromycin 500 MG Oral Tablet")));
            ((ObjectNode) body.get("context")).put("encounterId", encounterId);

            call("order-sign", body).then().statusCode(400).body("message",
                    equalTo("context.encounterId must be a FHIR id (1 to 64 of A-Z, a-z, 0-9, '-', '.')"));
        }
    }

    /** Found by {@code CdsHooksFuzzTest}: such a call failed with a 500. */
    @Test
    void aPrefetchedPrescriptionWithoutItsStatusIsLeftOutWithoutFailingTheCall() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        ObjectNode body = hookCall("order-select", record,
                draftOrders(draftOrder("draft-1", record.patientId, "Clarithromycin 500 MG Oral Tablet")));
        for (JsonNode entry : body.at("/prefetch/medicationRequests/entry")) {
            ((ObjectNode) entry.path("resource")).remove("status");
        }

        JsonNode cards = SyntheaPrefetch.JSON.readTree(call("order-select", body).then().statusCode(200)
                .extract().asString()).get("cards");

        assertValidCards(cards);
    }

    @Test
    void eachCallIsKeptInTheWorklistAsACdsHooksAssessment() throws IOException {
        SyntheaPrefetch record = SyntheaPrefetch.of(ON_SIMVASTATIN);
        call("order-sign", hookCall("order-sign", record,
                draftOrders(draftOrder("draft-1", record.patientId, "Clarithromycin 500 MG Oral Tablet"))))
                .then().statusCode(200);

        List<String> sources = api.as(tenant).get("/v1/assessments").then().statusCode(200)
                .extract().jsonPath().getList("assessments.source");
        assertThat(sources).containsExactly("cds-hooks");
    }
}
