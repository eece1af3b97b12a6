package com.medvigil.assessment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import java.util.ArrayList;
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
class AssessmentWorklistTest {

    static final String MILD_REQUEST = """
            {"patient": {"externalId": "MRN-MILD", "demographics": {"dateOfBirth": "1990-01-01", "sex": "MALE"}},
             "medications": [{"name": "Lisinopril", "dosage": {"amount": 10, "unit": "mg", "frequency": "daily"}}]}""";

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;
    List<String> severe = new ArrayList<>();
    List<String> mild = new ArrayList<>();

    @BeforeEach
    void requestAssessments() {
        api = new Api(port);
        tenant = api.registerTenant();
        for (int i = 0; i < 3; i++) {
            severe.add(api.requestAssessment(tenant, AssessmentApiTest.WARFARIN_AND_ASPIRIN));
            mild.add(api.requestAssessment(tenant, MILD_REQUEST));
        }
        severe.forEach(id -> api.awaitProcessed(tenant, id));
        mild.forEach(id -> api.awaitProcessed(tenant, id));
    }

    @Test
    void theWorklistIsNewestFirst() {
        List<String> ids = api.as(tenant).get("/v1/assessments").path("assessments.assessmentId");

        assertThat(ids).containsExactly(mild.get(2), severe.get(2), mild.get(1), severe.get(1), mild.get(0), severe.get(0));
    }

    @Test
    void theRiskLevelFilterTakesItsValueInAnyCase() {
        api.as(tenant).get("/v1/assessments?riskLevel=severe")
                .then().statusCode(200).body("assessments.assessmentId", equalTo(List.of(severe.get(2), severe.get(1), severe.get(0))));
    }

    @Test
    void itFiltersByRiskLevelReviewStatusStatusAndPatient() {
        api.as(tenant).get("/v1/assessments?riskLevel=SEVERE")
                .then().statusCode(200).body("assessments.assessmentId", equalTo(List.of(severe.get(2), severe.get(1), severe.get(0))));

        api.as(tenant).contentType(ContentType.JSON).body("{\"status\": \"in_review\"}")
                .patch("/v1/assessments/" + severe.get(0) + "/status").then().statusCode(200);
        api.as(tenant).get("/v1/assessments?reviewStatus=in_review")
                .then().body("assessments.assessmentId", equalTo(List.of(severe.get(0))));
        api.as(tenant).get("/v1/assessments?reviewStatus=open&riskLevel=SEVERE")
                .then().body("assessments.assessmentId", equalTo(List.of(severe.get(2), severe.get(1))));

        api.as(tenant).get("/v1/assessments?status=COMPLETED").then().body("assessments.size()", equalTo(6));
        api.as(tenant).get("/v1/assessments?status=FAILED").then().body("assessments.size()", equalTo(0));

        String mildPatient = api.as(tenant).get("/v1/assessments/" + mild.get(0)).path("patientId");
        api.as(tenant).get("/v1/assessments?patientId=" + mildPatient)
                .then().body("assessments.riskLevel", everyItem(equalTo("MILD"))).body("assessments.size()", equalTo(3));
    }

    @Test
    void itFiltersByCreationTime() {
        String thirdCreatedAt = api.as(tenant).get("/v1/assessments/" + mild.get(1)).path("createdAt");

        api.as(tenant).get("/v1/assessments?createdAfter=" + thirdCreatedAt)
                .then().body("assessments.assessmentId", equalTo(List.of(mild.get(2), severe.get(2))));
    }

    @Test
    void aCursorWalksThePagesWithoutGapsOrRepeats() {
        List<String> seen = new ArrayList<>();
        String cursor = null;
        do {
            Response page = api.as(tenant).get("/v1/assessments?limit=4" + (cursor == null ? "" : "&cursor=" + cursor));
            seen.addAll(page.path("assessments.assessmentId"));
            cursor = page.path("nextCursor");
        } while (cursor != null);

        assertThat(seen).containsExactly(mild.get(2), severe.get(2), mild.get(1), severe.get(1), mild.get(0), severe.get(0));
        api.as(tenant).get("/v1/assessments?limit=6").then().body("nextCursor", nullValue());
    }

    @Test
    void badFiltersAreRefusedNamingTheParameter() {
        api.as(tenant).get("/v1/assessments?riskLevel=HIGH").then().statusCode(400)
                .body("message", equalTo("riskLevel must be one of SEVERE, MODERATE, MILD"));
        api.as(tenant).get("/v1/assessments?reviewStatus=done").then().statusCode(400)
                .body("message", startsWith("reviewStatus must be one of"));
        api.as(tenant).get("/v1/assessments?status=DONE").then().statusCode(400)
                .body("message", startsWith("status must be one of PENDING"));
        api.as(tenant).get("/v1/assessments?createdAfter=yesterday").then().statusCode(400)
                .body("message", startsWith("createdAfter must be"));
        api.as(tenant).get("/v1/assessments?limit=0").then().statusCode(400)
                .body("message", equalTo("limit must be from 1 to 1000"));
        api.as(tenant).get("/v1/assessments?cursor=garbage").then().statusCode(400)
                .body("message", startsWith("cursor "));
        api.as(tenant).get("/v1/assessments?riskLevle=SEVERE").then().statusCode(400)
                .body("message", startsWith("riskLevle is not a known query parameter"));
        api.as(tenant).get("/v1/assessments?patientId=123").then().statusCode(400)
                .body("message", startsWith("patientId"));
    }
}
