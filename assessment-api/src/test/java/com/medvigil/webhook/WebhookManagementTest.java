package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.startsWith;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.model.webhook.Webhook;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

@ApiTest
class WebhookManagementTest {

    static final String URL = "https://ehr.example.org/hooks/medvigil";

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    private Response post(TestTenant owner, String json) {
        return api.as(owner).contentType(ContentType.JSON).body(json).post("/v1/webhooks");
    }

    private Response create(TestTenant owner, String name) {
        return post(owner, "{\"name\": \"" + name + "\", \"url\": \"" + URL + "\", \"events\": [\"assessment.completed\"]}");
    }

    private Response patch(String id, String json) {
        return api.as(tenant).contentType(ContentType.JSON).body(json).patch("/v1/webhooks/" + id);
    }

    private void refused(Response response, String message) {
        response.then().statusCode(400).body("message", equalTo(message));
    }

    @Test
    void creatingAWebhookAnswers201WithTheWebhookAndItsSecretOnce() {
        Response created = post(tenant, "{\"name\": \"EHR inbox\", \"url\": \"" + URL + "\","
                + " \"events\": [\"assessment.completed\", \"assessment.failed\"]}");

        created.then().statusCode(201)
                .header("Location", startsWith("/v1/webhooks/"))
                .body("secret", matchesPattern("whsec_[A-Za-z0-9_-]{43}"))
                .body("webhook.name", equalTo("EHR inbox"))
                .body("webhook.url", equalTo(URL))
                .body("webhook.events", contains("assessment.completed", "assessment.failed"))
                .body("webhook.status", equalTo("active"))
                .body("webhook.createdAt", notNullValue())
                .body("webhook.updatedAt", notNullValue());
        Map<String, Object> body = created.as(Map.class);
        assertThat(body).containsOnlyKeys("webhook", "secret");
        assertThat((Map<String, Object>) body.get("webhook"))
                .containsOnlyKeys("id", "name", "url", "events", "status", "createdAt", "updatedAt", "health");
        assertThat(created.header("Location")).endsWith(created.<String>path("webhook.id"));
    }

    @Test
    void readingAndListingNeverShowTheSecret() {
        Response created = create(tenant, "EHR inbox");
        String id = created.path("webhook.id");
        String secret = created.path("secret");

        Response one = api.as(tenant).get("/v1/webhooks/" + id);
        Response all = api.as(tenant).get("/v1/webhooks");

        one.then().statusCode(200).body("webhook.id", equalTo(id)).body("webhook.name", equalTo("EHR inbox"));
        all.then().statusCode(200).body("webhooks.id", contains(id));
        assertThat(one.as(Map.class)).containsOnlyKeys("webhook");
        assertThat(one.asString()).doesNotContain(secret).doesNotContainIgnoringCase("secret");
        assertThat(all.asString()).doesNotContain(secret).doesNotContainIgnoringCase("secret");
    }

    @Test
    void aTenantWithoutWebhooksListsNone() {
        api.as(tenant).get("/v1/webhooks").then().statusCode(200).body("webhooks", empty());
    }

    @Test
    void aTenantMayHaveSeveralWebhooksListedOldestFirst() {
        String first = create(tenant, "first").path("webhook.id");
        String second = create(tenant, "second").path("webhook.id");

        api.as(tenant).get("/v1/webhooks").then().body("webhooks.id", contains(first, second));
    }

    @Test
    void listingAnEventTwiceSubscribesOnce() {
        post(tenant, "{\"name\": \"twice\", \"url\": \"" + URL + "\", \"events\": [\"assessment.completed\","
                + " \"assessment.completed\"]}")
                .then().statusCode(201).body("webhook.events", contains("assessment.completed"));
    }

    @Test
    void patchChangesOnlyTheFieldsSent() {
        Response created = create(tenant, "EHR inbox");
        String id = created.path("webhook.id");

        patch(id, "{\"name\": \"Renamed\"}").then().statusCode(200)
                .body("webhook.name", equalTo("Renamed"))
                .body("webhook.url", equalTo(URL))
                .body("webhook.events", contains("assessment.completed"))
                .body("webhook.status", equalTo("active"));
        patch(id, "{\"url\": \"https://other.example.org/in\", \"events\": [\"assessment.failed\"], \"status\": \"paused\"}")
                .then().statusCode(200)
                .body("webhook.name", equalTo("Renamed"))
                .body("webhook.url", equalTo("https://other.example.org/in"))
                .body("webhook.events", contains("assessment.failed"))
                .body("webhook.status", equalTo("paused"));

        Response read = api.as(tenant).get("/v1/webhooks/" + id);
        read.then().body("webhook.status", equalTo("paused")).body("webhook.name", equalTo("Renamed"));
        assertThat(read.<String>path("webhook.createdAt")).isEqualTo(created.<String>path("webhook.createdAt"));
        assertThat(read.<String>path("webhook.updatedAt")).isNotEqualTo(created.<String>path("webhook.updatedAt"));
    }

    @Test
    void patchMaySetAnyStatusFromAnyStatus() {
        String id = create(tenant, "EHR inbox").path("webhook.id");

        for (String status : List.of("disabled", "paused", "active", "paused", "disabled", "active")) {
            patch(id, "{\"status\": \"" + status + "\"}").then().statusCode(200).body("webhook.status", equalTo(status));
        }
    }

    @Test
    void patchRefusesWhatCannotBeApplied() {
        String id = create(tenant, "EHR inbox").path("webhook.id");

        refused(patch(id, "{}"), "body must set at least one of name, url, events, status");
        refused(patch(id, "{\"name\": null}"), "name must not be null");
        refused(patch(id, "{\"url\": null}"), "url must not be null");
        refused(patch(id, "{\"events\": null}"), "events must not be null");
        refused(patch(id, "{\"status\": null}"), "status must not be null");
        refused(patch(id, "{\"status\": \"deleted\"}"), "status must be one of active, paused, disabled");
        refused(patch(id, "{\"status\": \"ACTIVE\"}"), "status must be one of active, paused, disabled");
        refused(patch(id, "{\"name\": \" \"}"), "name is required");
        refused(patch(id, "{\"url\": \"ftp://files.example.org/\"}"), "url must be an absolute http or https URL");
        refused(patch(id, "{\"events\": []}"), "events must name at least one event (assessment.completed, assessment.failed)");
        refused(patch(id, "{\"secret\": \"whsec_mine\"}"), "Unknown field 'secret'");

        api.as(tenant).get("/v1/webhooks/" + id).then()
                .body("webhook.name", equalTo("EHR inbox"))
                .body("webhook.status", equalTo("active"));
    }

    @Test
    void deletingAWebhookAnswers204AndItIsGone() {
        String id = create(tenant, "EHR inbox").path("webhook.id");

        api.as(tenant).delete("/v1/webhooks/" + id).then().statusCode(204);

        api.as(tenant).get("/v1/webhooks/" + id).then().statusCode(404)
                .body("message", equalTo("Webhook " + id + " not found"));
        api.as(tenant).get("/v1/webhooks").then().body("webhooks", empty());
        api.as(tenant).delete("/v1/webhooks/" + id).then().statusCode(404);
    }

    @Test
    void regeneratingTheSecretAnswersTheWebhookAndANewSecret() {
        Response created = create(tenant, "EHR inbox");
        String id = created.path("webhook.id");

        Response regenerated = api.as(tenant).post("/v1/webhooks/" + id + "/regenerate-secret");

        regenerated.then().statusCode(200)
                .body("webhook.id", equalTo(id))
                .body("webhook.name", equalTo("EHR inbox"))
                .body("secret", matchesPattern("whsec_[A-Za-z0-9_-]{43}"));
        assertThat(regenerated.<String>path("secret")).isNotEqualTo(created.path("secret"));
        assertThat(regenerated.as(Map.class)).containsOnlyKeys("webhook", "secret");
    }

    @Test
    void creationRequiresABodyAndEveryField() {
        refused(api.as(tenant).contentType(ContentType.JSON).post("/v1/webhooks"),
                "body is required: {\"name\": ..., \"url\": ..., \"events\": [...]}");
        refused(post(tenant, "{\"url\": \"" + URL + "\", \"events\": [\"assessment.completed\"]}"), "name is required");
        refused(post(tenant, "{\"name\": \"n\", \"events\": [\"assessment.completed\"]}"), "url is required");
        refused(post(tenant, "{\"name\": \"n\", \"url\": \"" + URL + "\"}"), "events is required");
        refused(post(tenant, "[]"), "Request body must be a JSON object");
    }

    @Test
    void creationChecksTheName() {
        String rest = ", \"url\": \"" + URL + "\", \"events\": [\"assessment.completed\"]}";
        refused(post(tenant, "{\"name\": \"   \"" + rest), "name is required");
        refused(post(tenant, "{\"name\": \"" + "n".repeat(101) + "\"" + rest), "name must be at most 100 characters long");
        refused(post(tenant, "{\"name\": 42" + rest), "name must be a string");
        post(tenant, "{\"name\": \"  " + "n".repeat(100) + "  \"" + rest).then().statusCode(201)
                .body("webhook.name", equalTo("n".repeat(100)));
    }

    @Test
    void creationChecksTheUrl() {
        refused(withUrl("/hooks/medvigil"), "url must be an absolute http or https URL");
        refused(withUrl("ftp://files.example.org/in"), "url must be an absolute http or https URL");
        refused(withUrl("mailto:ops@example.org"), "url must be an absolute http or https URL");
        refused(withUrl("https://user:password@ehr.example.org/in"), "url must not contain user credentials");
        refused(withUrl("https://ehr.example.org/in#section"), "url must not contain a fragment (#...)");
        refused(withUrl("https:///in"), "url must name a valid host");
        // The JDK's own reason follows; the index it names moved between JDK 17 (8) and 25 (11, the space).
        withUrl("https://ehr example.org/in").then().statusCode(400).body("message",
                matchesPattern("url must be an absolute http or https URL: Illegal character in authority at index (8|11)"));
        refused(withUrl("https://ehr.example.org/" + "a".repeat(2030)), "url must be at most 2048 characters long");
        refused(post(tenant, "{\"name\": \"n\", \"url\": 7, \"events\": [\"assessment.completed\"]}"), "url must be a string");
        withUrl("http://ehr.example.org:8443/hooks?source=medvigil").then().statusCode(201);
    }

    private Response withUrl(String url) {
        return post(tenant, "{\"name\": \"n\", \"url\": \"" + url + "\", \"events\": [\"assessment.completed\"]}");
    }

    @Test
    void creationChecksTheEvents() {
        String start = "{\"name\": \"n\", \"url\": \"" + URL + "\", \"events\": ";
        refused(post(tenant, start + "[]}"), "events must name at least one event (assessment.completed, assessment.failed)");
        refused(post(tenant, start + "[\"assessment.completed\", \"assessment.started\"]}"),
                "events[1] must be one of assessment.completed, assessment.failed");
        refused(post(tenant, start + "[null]}"), "events[0] must be one of assessment.completed, assessment.failed");
        refused(post(tenant, start + "[\"ASSESSMENT.COMPLETED\"]}"),
                "events[0] must be one of assessment.completed, assessment.failed");
        refused(post(tenant, start + "[1]}"), "events[0] must be a string");
        refused(post(tenant, start + "\"assessment.completed\"}"), "events must be an array");
    }

    @Test
    void creationRefusesFieldsItDoesNotKnow() {
        refused(post(tenant, "{\"name\": \"n\", \"url\": \"" + URL + "\", \"events\": [\"assessment.completed\"],"
                + " \"status\": \"paused\"}"), "Unknown field 'status'");
        refused(post(tenant, "{\"name\": \"n\", \"url\": \"" + URL + "\", \"events\": [\"assessment.completed\"],"
                + " \"secret\": \"whsec_chosen\"}"), "Unknown field 'secret'");
    }

    @Test
    void aTenantHasAtMostTwentyWebhooks() {
        for (int i = 1; i <= WebhookRegistration.MAX_WEBHOOKS_PER_TENANT; i++) {
            create(tenant, "webhook " + i).then().statusCode(201);
        }

        create(tenant, "one too many").then().statusCode(409)
                .body("message", equalTo("a tenant can have at most 20 webhooks; delete one before creating another"));
    }

    @Test
    void anotherTenantsWebhookIsAnsweredAsMissing() {
        TestTenant other = api.registerTenant();
        String othersId = create(other, "theirs").path("webhook.id");
        String missing = "Webhook " + othersId + " not found";

        api.as(tenant).get("/v1/webhooks").then().body("webhooks.id", not(hasItem(othersId)));
        api.as(tenant).get("/v1/webhooks/" + othersId).then().statusCode(404).body("message", equalTo(missing));
        patch(othersId, "{\"status\": \"paused\"}").then().statusCode(404).body("message", equalTo(missing));
        api.as(tenant).post("/v1/webhooks/" + othersId + "/regenerate-secret").then().statusCode(404)
                .body("message", equalTo(missing));
        api.as(tenant).delete("/v1/webhooks/" + othersId).then().statusCode(404).body("message", equalTo(missing));
        api.as(tenant).get("/v1/webhooks/" + othersId + "/deliveries").then().statusCode(404)
                .body("message", equalTo(missing));

        api.as(other).get("/v1/webhooks/" + othersId).then().statusCode(200).body("webhook.status", equalTo("active"));
    }

    @Test
    void aWebhookIdThatIsNotAUuidIs400() {
        refused(api.as(tenant).get("/v1/webhooks/not-a-uuid"), "id must be a valid UUID");
    }

    @Test
    void webhooksNeedAnApiKey() {
        api.anonymous().get("/v1/webhooks").then().statusCode(401);
        api.anonymous().contentType(ContentType.JSON).body("{}").post("/v1/webhooks").then().statusCode(401);
    }

    @Test
    void theFhirHeaderSchemeWorksToo() {
        api.asFhirClient(tenant).contentType(ContentType.JSON)
                .body("{\"name\": \"n\", \"url\": \"" + URL + "\", \"events\": [\"assessment.completed\"]}")
                .post("/v1/webhooks").then().statusCode(201);
    }
}
