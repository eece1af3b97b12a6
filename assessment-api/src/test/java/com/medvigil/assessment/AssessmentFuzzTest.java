package com.medvigil.assessment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.FuzzRun;
import com.medvigil.testing.JsonMutator;
import com.medvigil.testing.TenantRateLimit;
import com.medvigil.testing.TestTenant;
import com.medvigil.testing.TextSweep;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

/**
 * Seeded fuzzing of {@code POST /v1/assessments}: a request with every section filled in, broken
 * in one random place each time. It is refused with a 400 that says why, or accepted and
 * then COMPLETED: never a 5xx, and never a request accepted that the engine then FAILED on.
 * {@link FuzzRun} runs other inputs, or more of them.
 */
@ApiTest
class AssessmentFuzzTest {

    static final int REQUESTS = 80;
    static final ObjectMapper JSON = new ObjectMapper();
    static final String EVERY_SECTION = """
            {"patient": {"externalId": "MRN-FUZZ", "reproductiveStatus": "PREGNANT",
               "demographics": {"firstName": "Ada", "lastName": "Example", "dateOfBirth": "1948-02-29", "sex": "FEMALE",
                 "weightKg": 58.5, "heightCm": 162}},
             "medications": [
               {"name": "Warfarin 5 MG Oral Tablet", "dosage": {"amount": 5, "unit": "mg", "frequency": "once daily"},
                "status": "active", "providedRxNormCode": "855332", "startDate": "2025-01-10", "route": "oral", "form": "tablet"},
               {"name": "Clarithromycin 500 MG", "dosage": {"amount": 500, "unit": "mg", "frequency": "BID"}},
               {"name": "Metformin 1000 MG", "dosage": {"amount": 1000, "unit": "mg", "frequency": "twice daily"}},
               {"name": "Phenelzine 15 MG", "dosage": {"amount": 15, "unit": "mg", "frequency": "TID"},
                "status": "stopped", "startDate": "2025-01-01", "endDate": "2026-11-01"}],
             "conditions": ["Atrial fibrillation",
               {"name": "Chronic kidney disease stage 4", "status": "active"}],
             "allergies": ["penicillin",
               {"substance": "Sulfamethoxazole", "reaction": "hives", "severity": "moderate"}],
             "vitals": {"heartRate": 88, "systolicBp": 150, "diastolicBp": 90, "oxygenSaturation": 97, "temperatureC": 37.2},
             "labs": [{"name": "eGFR", "code": "33914-3", "value": 22, "unit": "mL/min/1.73m2", "observedAt": "2026-11-20"},
               {"name": "INR", "value": 3.4, "observedAt": "2026-11-21T08:30:00Z"},
               {"name": "Potassium", "value": 5.6, "unit": "mmol/L", "observedAt": "2026-11-20"}],
             "socialHistory": {"alcohol": "moderate", "smoking": "former", "pregnancyWeeks": 12, "grapefruit": true}}""";

    @LocalServerPort
    int port;
    @Autowired
    TenantRateLimit rateLimit;
    Api api;
    TestTenant tenant;
    ObjectNode request;

    @BeforeEach
    void registerTenantWithoutRateLimit() throws Exception {
        api = new Api(port);
        tenant = api.registerTenant();
        rateLimit.lift(tenant);
        request = (ObjectNode) JSON.readTree(EVERY_SECTION);
    }

    @Test
    void brokenRequestsAreRefusedSayingWhyOrAssessedToTheEnd() throws Exception {
        Random random = new Random(FuzzRun.SEED);
        JsonMutator mutator = new JsonMutator(random);
        int completed = 0;
        int refused = 0;
        for (int i = 0; i < REQUESTS * FuzzRun.ROUNDS; i++) {
            StringBuilder done = new StringBuilder();
            ObjectNode broken = mutator.mutateAnywhere(request, done);
            Response response = api.as(tenant).contentType(ContentType.JSON).body(JsonMutator.asSent(broken))
                    .post("/v1/assessments");
            String input = "seed " + FuzzRun.SEED + ", request " + i + ": " + done;

            assertThat(response.statusCode()).as(input + " answered " + response.asString()).isIn(202, 400);
            if (response.statusCode() == 400) {
                assertThat(response.<String>path("message")).as(input).isNotBlank();
                refused++;
                continue;
            }
            Response processed = api.awaitProcessed(tenant, response.path("assessmentId"));
            assertThat(processed.<String>path("status")).as(input + " processed as " + processed.asString())
                    .isEqualTo("COMPLETED");
            completed++;
        }
        System.out.printf("AssessmentFuzzTest, seed %d: %d requests, %d completed, %d refused 400%n", FuzzRun.SEED,
                REQUESTS * FuzzRun.ROUNDS, completed, refused);
        assertThat(completed).isPositive();
        assertThat(refused).isPositive();
    }

    /**
     * Every text of the request in turn holding a NUL, which PostgreSQL cannot store, then half of
     * a surrogate pair: a 400 that names the field and the character, before anything is written.
     */
    @Test
    void aForbiddenCharacterInAnyTextIsRefusedNamingTheField() throws Exception {
        List<JsonPointer> texts = TextSweep.textsOfEachShape(request);
        for (JsonPointer text : texts) {
            for (String character : List.of("\u0000", "\ud800")) {
                Response response = api.as(tenant).contentType(ContentType.JSON)
                        .body(JsonMutator.asSent(TextSweep.withCharacterIn(request, text, character))).post("/v1/assessments");
                String input = String.format("U+%04X in %s", (int) character.charAt(0), text);

                assertThat(response.statusCode()).as(input + " answered " + response.asString()).isEqualTo(400);
                String field = text.toString().replaceAll("/(\\d+)", "[$1]").replace('/', '.').substring(1);
                assertThat(response.<String>path("message")).as(input).startsWith(field + " ")
                        .containsAnyOf("control characters", "unpaired surrogate");
            }
        }
        assertThat(texts).hasSizeGreaterThan(20);
        assertThat(api.as(tenant).get("/v1/assessments").<List<Object>>path("assessments")).isEmpty();
    }
}
