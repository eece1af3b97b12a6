package com.medvigil.assessment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

@ApiTest
class AssessmentReviewTest {

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;
    String assessmentId;

    @BeforeEach
    void requestAnAssessment() {
        api = new Api(port);
        tenant = api.registerTenant();
        assessmentId = api.requestAssessment(tenant, AssessmentApiTest.WARFARIN_AND_ASPIRIN);
    }

    private Response setStatus(String body) {
        return api.as(tenant).contentType(ContentType.JSON).body(body).patch("/v1/assessments/" + assessmentId + "/status");
    }

    @Test
    void aReviewStartsOpen() {
        api.as(tenant).get("/v1/assessments/" + assessmentId).then().body("reviewStatus", equalTo("open"));
        api.as(tenant).get("/v1/assessments/" + assessmentId + "/history").then().body("history.size()", equalTo(0));
    }

    @Test
    void settingAStatusAnswersTheIdTheStatusAndWhen() {
        Response updated = setStatus("{\"status\": \"in_review\"}");

        updated.then().statusCode(200)
                .body("assessmentId", equalTo(assessmentId))
                .body("status", equalTo("in_review"))
                .body("updatedAt", notNullValue());
        api.as(tenant).get("/v1/assessments/" + assessmentId).then().body("reviewStatus", equalTo("in_review"));
    }

    @Test
    void anyStateMayMoveToAnyStateAndEveryChangeIsAudited() {
        setStatus("{\"status\": \"resolved\"}").then().statusCode(200);
        setStatus("{\"status\": \"open\"}").then().statusCode(200);
        setStatus("{\"status\": \"in_review\"}").then().statusCode(200);

        Response history = api.as(tenant).get("/v1/assessments/" + assessmentId + "/history");

        history.then().statusCode(200)
                .body("history.from", equalTo(List.of("open", "resolved", "open")))
                .body("history.to", equalTo(List.of("resolved", "open", "in_review")))
                .body("history[0].adminEmail", nullValue());
        String keyId = api.as(tenant).get("/v1/api-keys").path("apiKeys[0].id");
        assertThat(history.<List<String>>path("history.apiKeyId")).containsOnly(keyId);
        List<String> times = history.path("history.changedAt");
        assertThat(times).extracting(Instant::parse).isSorted();
    }

    @Test
    void theAuditTrailNamesTheKeyThatMadeTheChange() {
        String secondKey = api.as(tenant).contentType(ContentType.JSON).body("{\"name\": \"worklist app\"}")
                .post("/v1/api-keys").path("key");
        String secondKeyId = api.as(tenant).get("/v1/api-keys").path("apiKeys[1].id");

        api.anonymous().header("Authorization", "Bearer " + secondKey).contentType(ContentType.JSON)
                .body("{\"status\": \"resolved\"}").patch("/v1/assessments/" + assessmentId + "/status")
                .then().statusCode(200);

        api.as(tenant).get("/v1/assessments/" + assessmentId + "/history")
                .then().body("history[0].apiKeyId", equalTo(secondKeyId));
    }

    @Test
    void anUnknownStatusIsRefusedNamingTheAllowedValues() {
        setStatus("{\"status\": \"closed\"}")
                .then().statusCode(400)
                .body("message", equalTo("status must be one of open, in_review, resolved"));
        setStatus("{\"status\": \"IN_REVIEW\"}").then().statusCode(400);
        setStatus("{}").then().statusCode(400).body("message", equalTo("status is required"));
        setStatus("{\"state\": \"open\"}").then().statusCode(400).body("message", equalTo("Unknown field 'state'"));
        api.as(tenant).get("/v1/assessments/" + assessmentId + "/history").then().body("history.size()", equalTo(0));
    }

    @Test
    void aReviewChangeNeverAltersTheStoredResult() {
        Response before = api.awaitProcessed(tenant, assessmentId);

        setStatus("{\"status\": \"resolved\"}").then().statusCode(200);

        Response after = api.as(tenant).get("/v1/assessments/" + assessmentId);
        assertThat(after.<Object>path("narrative")).isEqualTo(before.path("narrative"));
        assertThat(after.<Object>path("findings")).isEqualTo(before.path("findings"));
        assertThat(after.<String>path("completedAt")).isEqualTo(before.path("completedAt"));
    }
}
