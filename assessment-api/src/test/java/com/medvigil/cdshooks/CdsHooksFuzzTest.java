package com.medvigil.cdshooks;

import static com.medvigil.cdshooks.SyntheaPrefetch.draftOrder;
import static com.medvigil.cdshooks.SyntheaPrefetch.draftOrders;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.FuzzRun;
import com.medvigil.testing.JsonMutator;
import com.medvigil.testing.TestTenant;
import com.medvigil.testing.TextSweep;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

/**
 * Seeded fuzzing of the CDS Hooks services through HTTP: real hook calls with a Synthea record as
 * prefetch, each broken in one random place (its context, a draft order, a prefetched resource).
 * The answer is cards that are valid CDS Hooks 2.0, or a 4xx that says what is wrong, never a
 * 5xx. Every failure names the seed and what was broken; {@link FuzzRun} runs other inputs, or
 * more of them.
 */
@ApiTest
class CdsHooksFuzzTest {

    static final int CALLS = 60;
    /** Below the tenant's rate limit per minute: a new tenant makes the next calls. */
    static final int CALLS_PER_TENANT = 50;
    static final List<String> HOOKS = List.of("order-sign", "order-select", "patient-view");
    static final List<String> MEDICINES = List.of("Clarithromycin 500 MG Oral Tablet", "aspirin 81 MG Oral Tablet",
            "Amiodarone 200 MG Oral Tablet", "ibuprofen 400 MG Oral Tablet");

    @LocalServerPort
    int port;

    @Test
    void brokenHookCallsGetValidCardsOrARefusalThatSaysWhy() throws Exception {
        Api api = new Api(port);
        List<SyntheaPrefetch> records = List.of(SyntheaPrefetch.of(CdsHooksServiceTest.ON_SIMVASTATIN),
                SyntheaPrefetch.of(CdsHooksServiceTest.ON_VERAPAMIL_AND_DIGOXIN));
        Random random = new Random(FuzzRun.SEED);
        JsonMutator mutator = new JsonMutator(random);
        TestTenant tenant = null;
        int answered = 0;
        int refused = 0;
        for (int i = 0; i < CALLS * FuzzRun.ROUNDS; i++) {
            if (i % CALLS_PER_TENANT == 0) {
                tenant = api.registerTenant();
            }
            SyntheaPrefetch record = records.get(random.nextInt(records.size()));
            String hook = HOOKS.get(random.nextInt(HOOKS.size()));
            ObjectNode drafts = hook.equals("patient-view") ? null : draftOrders(draftOrder("draft-1", record.patientId,
                    MEDICINES.get(random.nextInt(MEDICINES.size()))));
            StringBuilder done = new StringBuilder();
            ObjectNode call = mutator.mutateAnywhere(CdsHooksServiceTest.hookCall(hook, record, drafts), done);
            Response response = api.as(tenant).contentType(ContentType.JSON).body(JsonMutator.asSent(call))
                    .post("/v1/cds-services/" + hook);
            String input = "seed " + FuzzRun.SEED + ", call " + i + " (" + hook + "): " + done;

            if (answeredWithCards(response, input)) {
                answered++;
            } else {
                refused += response.statusCode() == 400 ? 1 : 0;
            }
        }
        System.out.printf("CdsHooksFuzzTest, seed %d: %d calls, %d answered with cards, %d refused 400%n", FuzzRun.SEED,
                CALLS * FuzzRun.ROUNDS, answered, refused);
        // Neither all refused (the calls never got past authentication, say) nor all answered.
        assertThat(answered).isPositive();
        assertThat(refused).isPositive();
    }

    /**
     * Every text of a call in turn (one of each shape) holding a character no FHIR string may
     * hold: a NUL, which PostgreSQL cannot store, then half of a surrogate pair. Two such texts
     * were 500s on PostgreSQL (the patient's name, {@code context.encounterId}); random breaking
     * had not reached them.
     */
    @Test
    void aForbiddenCharacterInAnyTextOfACallGetsCardsOrARefusalThatSaysWhy() throws Exception {
        Api api = new Api(port);
        SyntheaPrefetch record = SyntheaPrefetch.of(CdsHooksServiceTest.ON_SIMVASTATIN);
        ObjectNode call = CdsHooksServiceTest.hookCall("order-sign", record,
                draftOrders(draftOrder("draft-1", record.patientId, MEDICINES.get(0))));
        List<JsonPointer> texts = TextSweep.textsOfEachShape(call);
        TestTenant tenant = null;
        int calls = 0;
        int answered = 0;
        for (JsonPointer text : texts) {
            for (String character : List.of("\u0000", "\ud800")) {
                if (calls++ % CALLS_PER_TENANT == 0) {
                    tenant = api.registerTenant();
                }
                Response response = api.as(tenant).contentType(ContentType.JSON)
                        .body(JsonMutator.asSent(TextSweep.withCharacterIn(call, text, character)))
                        .post("/v1/cds-services/order-sign");
                String input = String.format("U+%04X in %s", (int) character.charAt(0), text);

                answered += answeredWithCards(response, input) ? 1 : 0;
            }
        }
        System.out.printf("CdsHooksFuzzTest: %d texts of a call, each with a NUL and half a surrogate pair; %d calls"
                + " answered with cards%n", texts.size(), answered);
        assertThat(texts).hasSizeGreaterThan(50);
        assertThat(answered).isPositive();
    }

    /** Cards that are valid CDS Hooks (true), or a refusal that says why (false); never a 5xx. */
    private static boolean answeredWithCards(Response response, String input) throws Exception {
        assertThat(response.statusCode()).as(input + " answered " + response.asString()).isLessThan(500);
        JsonNode answer = SyntheaPrefetch.JSON.readTree(response.asString());
        if (response.statusCode() == 200) {
            CdsHooksServiceTest.assertValidCards(answer.path("cards"));
            return true;
        }
        assertThat(answer.path("message").asText()).as(input + " explains").isNotBlank();
        return false;
    }
}
