package com.medvigil.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.lessThan;
import static org.hamcrest.Matchers.startsWith;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.hamcrest.Matcher;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TenantFootprint;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;
import io.restassured.http.Method;
import io.restassured.response.Response;

/**
 * Request bodies are read strictly on every JSON endpoint of the REST API (docs/api.md, "JSON
 * bodies"): one JSON value and nothing after it, each key once per object, and no control
 * characters in text. A refused body is answered 400 with a message naming the field, and leaves
 * no trace in the database.
 */
@ApiTest
class RequestBodyStrictnessTest {

    static final String MEMBER = "@MEMBER@";
    static final String CODE = "@CODE@";
    static final String MEDICATION_DOSAGE = "\"dosage\": {\"amount\": 500, \"unit\": \"mg\", \"frequency\": \"BID\"}";

    @LocalServerPort
    int port;
    @Autowired
    JdbcTemplate jdbc;

    Api api;
    TenantFootprint footprint;
    TestTenant tenant;
    /** The code a registration in this test would take, so that its tenant row can be looked for. */
    String registrationCode;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        footprint = new TenantFootprint(jdbc);
        tenant = api.registerTenant();
        registrationCode = Api.uniqueCode("strict");
    }

    /**
     * An endpoint that takes a JSON body, with a valid body in which {@value #MEMBER} stands for one
     * text member ({@code key}: {@code value}); {@code field} is that member's path in the body.
     */
    record JsonEndpoint(String name, Method method, Function<RequestBodyStrictnessTest, String> target, String field,
                        String key, String value, String body) {

        String with(String members, String registrationCode) {
            return body.replace(MEMBER, members).replace(CODE, registrationCode);
        }

        String member(String valueText) {
            return "\"" + key + "\": \"" + valueText + "\"";
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** One way to spoil an endpoint's valid body, and the message that must answer it. */
    record Malformation(String name, Function<JsonEndpoint, String> members, String after,
                        Function<JsonEndpoint, Matcher<String>> message) {

        @Override
        public String toString() {
            return name;
        }
    }

    static List<JsonEndpoint> endpoints() {
        return List.of(
                new JsonEndpoint("POST /v1/tenants/register", Method.POST, test -> "/v1/tenants/register",
                        "name", "name", "Clinic of the Valley", "{" + MEMBER + ", \"code\": \"" + CODE + "\"}"),
                new JsonEndpoint("POST /v1/api-keys", Method.POST, test -> "/v1/api-keys",
                        "name", "name", "CI pipeline", "{" + MEMBER + "}"),
                new JsonEndpoint("POST /v1/patients", Method.POST, test -> "/v1/patients",
                        "demographics.firstName", "firstName", "Maria",
                        "{\"externalId\": \"MRN-7\", \"demographics\": {" + MEMBER + ", \"sex\": \"FEMALE\"}}"),
                new JsonEndpoint("POST /v1/assessments", Method.POST, test -> "/v1/assessments",
                        "medications[0].name", "name", "Metformin",
                        "{\"patient\": {\"externalId\": \"MRN-8\"}, \"medications\": [{" + MEMBER + ", " + MEDICATION_DOSAGE + "}]}"),
                new JsonEndpoint("PATCH /v1/assessments/{id}/status", Method.PATCH,
                        test -> "/v1/assessments/" + test.settledAssessment() + "/status",
                        "status", "status", "in_review", "{" + MEMBER + "}"),
                new JsonEndpoint("POST /v1/facilities", Method.POST, test -> "/v1/facilities",
                        "name", "name", "North Clinic", "{" + MEMBER + ", \"externalId\": \"FAC-1\"}"),
                new JsonEndpoint("PATCH /v1/facilities/{id}", Method.PATCH, test -> "/v1/facilities/" + test.facility(),
                        "externalId", "externalId", "FAC-2", "{" + MEMBER + "}"),
                new JsonEndpoint("POST /v1/webhooks", Method.POST, test -> "/v1/webhooks",
                        "url", "url", "https://ehr.example.org/hooks",
                        "{\"name\": \"EHR\", " + MEMBER + ", \"events\": [\"assessment.completed\"]}"),
                new JsonEndpoint("PATCH /v1/webhooks/{id}", Method.PATCH, test -> "/v1/webhooks/" + test.webhook(),
                        "name", "name", "Renamed", "{" + MEMBER + "}"),
                new JsonEndpoint("PUT /v1/tenants/webhook", Method.PUT, test -> "/v1/tenants/webhook",
                        "webhookSecret", "webhookSecret", "s3cret-of-the-ehr",
                        "{\"webhookUrl\": \"https://ehr.example.org/legacy\", " + MEMBER + "}"));
    }

    static List<Malformation> malformations() {
        List<Malformation> all = new ArrayList<>(List.of(
                new Malformation("another object after the body", endpoint -> endpoint.member(endpoint.value()), " {}",
                        endpoint -> startsWith("Request body must be a single JSON object; unexpected content follows it at line 1, column ")),
                new Malformation("text after the body", endpoint -> endpoint.member(endpoint.value()), " garbage",
                        endpoint -> Matchers.allOf(startsWith("Malformed JSON at line 1, column "),
                                Matchers.containsString("'garbage'"))),
                new Malformation("a key given twice", endpoint -> endpoint.member(endpoint.value()) + ", "
                        + endpoint.member(endpoint.value()), "",
                        endpoint -> equalTo(endpoint.field() + " appears more than once; each field may be given only once")),
                new Malformation("a raw control character", endpoint -> endpoint.member(spliced(endpoint.value(), "\u0001")), "",
                        endpoint -> startsWith("Malformed JSON in " + endpoint.field() + " at line 1, column "))));
        for (String[] character : new String[][] {{"\\u0000", "U+0000"}, {"\\u001b", "U+001B"}, {"\\n", "U+000A"},
                {"\\t", "U+0009"}, {"\\r", "U+000D"}, {"\\u007f", "U+007F"}, {"\\u0085", "U+0085"}, {"\\u009b", "U+009B"}}) {
            all.add(new Malformation("control character " + character[1],
                    endpoint -> endpoint.member(spliced(endpoint.value(), character[0])), "",
                    endpoint -> equalTo(endpoint.field() + " must not contain control characters (found " + character[1]
                            + " at character 3)")));
        }
        all.add(new Malformation("an unpaired surrogate", endpoint -> endpoint.member(spliced(endpoint.value(), "\\ud800")), "",
                endpoint -> equalTo(endpoint.field() + " must be valid Unicode text (found an unpaired surrogate U+D800"
                        + " at character 3)")));
        return all;
    }

    static Stream<Arguments> everyEndpointWithEveryMalformation() {
        return endpoints().stream().flatMap(endpoint -> malformations().stream().map(bad -> Arguments.of(endpoint, bad)));
    }

    /** The value with {@code inserted} (JSON text) after its second character, so that it is the third. */
    static String spliced(String value, String inserted) {
        return value.substring(0, 2) + inserted + value.substring(2);
    }

    private Response send(JsonEndpoint endpoint, String path, String body) {
        return api.as(tenant).contentType(ContentType.JSON).body(body.getBytes(StandardCharsets.UTF_8))
                .request(endpoint.method(), path);
    }

    private String currentFootprint() {
        return footprint.of(tenant.tenantId(), registrationCode);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpoints")
    void theValidBodyOfEachEndpointIsAcceptedAndStored(JsonEndpoint endpoint) {
        String path = endpoint.target().apply(this);
        String before = currentFootprint();

        send(endpoint, path, endpoint.with(endpoint.member(endpoint.value()), registrationCode))
                .then().statusCode(lessThan(300));

        assertThat(currentFootprint()).isNotEqualTo(before);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("everyEndpointWithEveryMalformation")
    void aMalformedBodyIs400NamingTheProblemAndLeavesNoTrace(JsonEndpoint endpoint, Malformation malformation) {
        String path = endpoint.target().apply(this);
        String before = currentFootprint();

        Response response = send(endpoint, path,
                endpoint.with(malformation.members().apply(endpoint), registrationCode) + malformation.after());

        response.then().statusCode(400).body("message", malformation.message().apply(endpoint));
        assertThat(currentFootprint()).isEqualTo(before);
    }

    @Test
    void everyControlCharacterIsRefusedInANameAndTheMessageSaysWhichOne() {
        for (int c : IntStream.concat(IntStream.range(0x00, 0x20), IntStream.rangeClosed(0x7f, 0x9f)).toArray()) {
            String escaped = String.format("\\u%04x", c);
            api.as(tenant).contentType(ContentType.JSON).body("{\"name\": \"Clinic" + escaped + "\"}").post("/v1/facilities")
                    .then().statusCode(400)
                    .body("message", equalTo(String.format("name must not contain control characters (found U+%04X at character 7)", c)));
        }
        api.as(tenant).get("/v1/facilities").then().body("facilities", Matchers.empty());
    }

    @Test
    void textInAnyScriptWithEmojiAndNonBreakingSpacesIsStoredAsSent() {
        String name = "Clínica São José\u00a0🏥 北京 ‏مركز";

        api.as(tenant).contentType("application/json").body(("{\"name\": \"" + name + "\"}").getBytes(StandardCharsets.UTF_8))
                .post("/v1/facilities")
                .then().statusCode(201).body("facility.name", equalTo(name));
    }

    @Test
    void aFreeTextFieldTakesTabsAndLineBreaks() {
        api.as(tenant).contentType(ContentType.JSON).body("""
                        {"patient": {"externalId": "MRN-9"},
                         "medications": [{"name": "Amoxicillin", "dosage": {"amount": 500, "unit": "mg", "frequency": "TID"}}],
                         "allergies": [{"substance": "penicillin", "reaction": "Hives on both arms\\r\\n\\tand swelling of the lips\\n"}]}""")
                .post("/v1/assessments")
                .then().statusCode(202);
    }

    @Test
    void aFreeTextFieldRefusesEveryOtherControlCharacter() {
        String before = currentFootprint();

        api.as(tenant).contentType(ContentType.JSON).body("""
                        {"patient": {"externalId": "MRN-9"},
                         "medications": [{"name": "Amoxicillin", "dosage": {"amount": 500, "unit": "mg", "frequency": "TID"}}],
                         "allergies": [{"substance": "penicillin", "reaction": "Hives\\u0000"}]}""")
                .post("/v1/assessments")
                .then().statusCode(400)
                .body("message", equalTo("allergies[0].reaction must not contain control characters other than tab and"
                        + " line breaks (found U+0000 at character 6)"));
        assertThat(currentFootprint()).isEqualTo(before);
    }

    @Test
    void textInListsIsCheckedItemByItemAndNamedByIndex() {
        api.as(tenant).contentType(ContentType.JSON)
                .body("{\"name\": \"EHR\", \"url\": \"https://ehr.example.org/hooks\","
                        + " \"events\": [\"assessment.completed\", \"assessment.failed\\u0000\"]}")
                .post("/v1/webhooks")
                .then().statusCode(400)
                .body("message", equalTo("events[1] must not contain control characters (found U+0000 at character 18)"));
        api.as(tenant).contentType(ContentType.JSON)
                .body("{\"patient\": {\"externalId\": \"MRN-10\", \"hormonalTherapies\": [\"estradiol\\u0007\"]},"
                        + " \"medications\": [{\"name\": \"Metformin\", " + MEDICATION_DOSAGE + "}],"
                        + " \"conditions\": [\"asthma\", {\"name\": \"type 2 diabetes\", \"code\": \"44054006\\n\"}]}")
                .post("/v1/assessments")
                .then().statusCode(400)
                .body("message", equalTo("patient.hormonalTherapies[0] must not contain control characters (found U+0007 at character 10)"));
        api.as(tenant).contentType(ContentType.JSON)
                .body("{\"patient\": {\"externalId\": \"MRN-10\"},"
                        + " \"medications\": [{\"name\": \"Metformin\", " + MEDICATION_DOSAGE + "}],"
                        + " \"conditions\": [\"asthma\", {\"name\": \"type 2 diabetes\", \"code\": \"44054006\\n\"}]}")
                .post("/v1/assessments")
                .then().statusCode(400)
                .body("message", equalTo("conditions[1].code must not contain control characters (found U+000A at character 9)"));
        api.as(tenant).get("/v1/webhooks").then().body("webhooks", Matchers.empty());
        api.as(tenant).get("/v1/assessments").then().body("assessments", Matchers.empty());
    }

    @Test
    void theSameKeyInDifferentObjectsIsNoDuplicate() {
        api.as(tenant).contentType(ContentType.JSON).body("""
                        {"patient": {"externalId": "MRN-11", "demographics": {"sex": "MALE"}},
                         "medications": [{"name": "Warfarin", "dosage": {"amount": 5, "unit": "mg", "frequency": "daily"}},
                                         {"name": "Aspirin", "dosage": {"amount": 81, "unit": "mg", "frequency": "daily"}}]}""")
                .post("/v1/assessments")
                .then().statusCode(202);
    }

    @Test
    void whitespaceAfterTheBodyIsNoContent() {
        api.as(tenant).contentType(ContentType.JSON).body("{\"name\": \"Rotation key\"}\r\n\t \n").post("/v1/api-keys")
                .then().statusCode(201);
    }

    /** A facility of the tenant, for the PATCH to change. */
    String facility() {
        return api.as(tenant).contentType(ContentType.JSON).body("{\"name\": \"South Clinic\", \"externalId\": \"FAC-1\"}")
                .post("/v1/facilities").then().statusCode(201).extract().path("facility.id");
    }

    /** A webhook of the tenant, for the PATCH to change. */
    String webhook() {
        return api.as(tenant).contentType(ContentType.JSON)
                .body("{\"name\": \"EHR\", \"url\": \"https://ehr.example.org/hooks\", \"events\": [\"assessment.completed\"]}")
                .post("/v1/webhooks").then().statusCode(201).extract().path("webhook.id");
    }

    /**
     * An assessment of the tenant whose processing, and the fan-out of its completion event, are
     * over: nothing changes its rows any more but the review the test sends.
     */
    String settledAssessment() {
        String id = api.requestAssessment(tenant, "{\"patient\": {\"externalId\": \"MRN-12\"}, \"medications\": [{\"name\":"
                + " \"Metformin\", " + MEDICATION_DOSAGE + "}]}");
        api.awaitProcessed(tenant, id);
        await().atMost(Duration.ofSeconds(30)).until(() -> jdbc.queryForObject(
                "SELECT count(*) FROM webhook_outbox WHERE tenant_id = ? AND dispatched_at IS NULL", Integer.class,
                tenant.tenantId()) == 0);
        return id;
    }
}
