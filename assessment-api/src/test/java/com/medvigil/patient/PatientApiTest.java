package com.medvigil.patient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

@ApiTest
class PatientApiTest {

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    private Response upsert(String body) {
        return api.as(tenant).contentType(ContentType.JSON).body(body).post("/v1/patients");
    }

    private Map<String, Object> onlyPatient(String externalId) {
        List<Map<String, Object>> patients = api.as(tenant).get("/v1/patients?externalId=" + externalId).path("patients");
        assertThat(patients).hasSize(1);
        return patients.get(0);
    }

    @Test
    void optionOneCreatesAProfileUnderTheGivenIdWith201ThenUpdatesItWith200() {
        String patientId = UUID.randomUUID().toString();

        upsert("{\"patientId\": \"" + patientId + "\", \"externalId\": \"MRN-7\", \"demographics\": {\"firstName\": \"Ada\"}}")
                .then().statusCode(201)
                .body("patientId", equalTo(patientId))
                .body("created", equalTo(true));
        upsert("{\"patientId\": \"" + patientId + "\", \"demographics\": {\"lastName\": \"Lovelace\"}}")
                .then().statusCode(200)
                .body("patientId", equalTo(patientId))
                .body("created", equalTo(false));

        Map<String, Object> stored = onlyPatient("MRN-7");
        assertThat(stored).containsEntry("id", patientId);
        assertThat((Map<String, Object>) stored.get("demographics"))
                .containsEntry("firstName", "Ada").containsEntry("lastName", "Lovelace");
    }

    @Test
    void optionTwoFindsTheProfileByExternalIdOrCreatesIt() {
        String created = upsert("{\"externalId\": \"MRN-8\", \"demographics\": {\"sex\": \"FEMALE\"}}")
                .then().statusCode(201).extract().path("patientId");

        upsert("{\"externalId\": \"MRN-8\", \"demographics\": {\"weightKg\": 72.5}}")
                .then().statusCode(200)
                .body("patientId", equalTo(created));

        Map<String, Object> demographics = (Map<String, Object>) onlyPatient("MRN-8").get("demographics");
        assertThat(demographics).containsEntry("sex", "FEMALE").containsEntry("weightKg", 72.5f);
    }

    @Test
    void updatedAtMovesWhenTheProfileChangesNotWhenACallRepeatsIt() throws InterruptedException {
        String body = "{\"externalId\": \"MRN-11\", \"demographics\": {\"firstName\": \"Ada\", \"sex\": \"FEMALE\"}}";
        String patientId = upsert(body).then().statusCode(201).extract().path("patientId");
        String first = (String) onlyPatient("MRN-11").get("updatedAt");

        Thread.sleep(5);
        upsert(body.replace("{\"externalId\"", "{\"patientId\": \"" + patientId + "\", \"externalId\""))
                .then().statusCode(200);
        assertThat(onlyPatient("MRN-11").get("updatedAt")).as("a call that repeats the profile").isEqualTo(first);

        Thread.sleep(5);
        upsert("{\"patientId\": \"" + patientId + "\", \"demographics\": {\"lastName\": \"Lovelace\"}}")
                .then().statusCode(200);
        assertThat(onlyPatient("MRN-11").get("updatedAt")).as("a call that changes the profile").isNotEqualTo(first);
    }

    @Test
    void aNullNeverErasesAStoredValue() {
        String patientId = upsert("""
                {"externalId": "MRN-9", "reproductiveStatus": "PREGNANT",
                 "demographics": {"firstName": "Grace", "dateOfBirth": "1985-12-09", "heightCm": 170}}""")
                .path("patientId");

        upsert("{\"patientId\": \"" + patientId + "\", \"externalId\": null, \"reproductiveStatus\": null,"
                + " \"demographics\": {\"firstName\": null, \"dateOfBirth\": null, \"phone\": \"555-0100\"}}")
                .then().statusCode(200);

        Map<String, Object> stored = onlyPatient("MRN-9");
        assertThat((Map<String, Object>) stored.get("demographics"))
                .containsEntry("firstName", "Grace").containsEntry("dateOfBirth", "1985-12-09").containsEntry("phone", "555-0100");
    }

    @Test
    void aBodyWithNeitherIdCreatesANewProfile() {
        upsert("{\"demographics\": {\"sex\": \"UNKNOWN\"}}").then().statusCode(201).body("patientId", notNullValue());
    }

    @Test
    void everyFieldIsChecked() {
        upsert("{\"patientId\": \"nope\"}").then().statusCode(400).body("message", equalTo("patientId must be a UUID"));
        upsert("{\"demographics\": {\"sex\": \"F\"}}").then().statusCode(400)
                .body("message", equalTo("demographics.sex must be one of MALE, FEMALE, OTHER, UNKNOWN"));
        upsert("{\"demographics\": {\"weightKg\": 0}}").then().statusCode(400)
                .body("message", startsWith("demographics.weightKg must be a number greater than 0"));
        upsert("{\"demographics\": {\"heightCm\": -170}}").then().statusCode(400)
                .body("message", startsWith("demographics.heightCm must be a number greater than 0"));
        upsert("{\"demographics\": {\"dateOfBirth\": \"1985-13-40\"}}").then().statusCode(400)
                .body("message", startsWith("demographics.dateOfBirth must be an ISO 8601 date"));
        upsert("{\"demographics\": {\"dateOfBirth\": \"2999-01-01\"}}").then().statusCode(400)
                .body("message", equalTo("demographics.dateOfBirth must not be in the future"));
        upsert("{\"reproductiveStatus\": \"EXPECTING\"}").then().statusCode(400)
                .body("message", startsWith("reproductiveStatus must be one of REGULAR_CYCLE"));
        upsert("{\"externalId\": \"" + "x".repeat(201) + "\"}").then().statusCode(400)
                .body("message", startsWith("externalId must be at most 200"));
        upsert("{\"hormonalTherapies\": [{\"type\": \"estrogen\"}]}").then().statusCode(400)
                .body("message", startsWith("hormonalTherapies[0].name is required"));
        upsert("{\"demographics\": {\"firstName\": 42}}").then().statusCode(400)
                .body("message", equalTo("demographics.firstName must be a string"));
        upsert("{\"demograhpics\": {}}").then().statusCode(400)
                .body("message", equalTo("Unknown field 'demograhpics'"));
        api.as(tenant).get("/v1/patients").then().body("patients.size()", equalTo(0));
    }

    @Test
    void hormonalTherapiesAreKeptAsNamesOrObjects() {
        upsert("{\"externalId\": \"MRN-HT\", \"reproductiveStatus\": \"POSTMENOPAUSAL\","
                + " \"hormonalTherapies\": [\"Premarin\", {\"name\": \"Estradiol patch\", \"route\": \"transdermal\"}]}")
                .then().statusCode(201);
    }

    @Test
    void theListShowsTheSpecFieldsAndPagesByCursor() {
        List<String> created = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            created.add(upsert("{\"externalId\": \"MRN-P" + i + "\"}").path("patientId"));
        }

        Response first = api.as(tenant).get("/v1/patients?limit=2");
        first.then().statusCode(200)
                .body("patients[0].id", equalTo(created.get(0)))
                .body("patients[0].externalId", equalTo("MRN-P0"))
                .body("patients[0].createdAt", notNullValue())
                .body("patients[0].updatedAt", notNullValue());
        assertThat(first.<Map<String, Object>>path("patients[0]")).containsOnlyKeys("id", "demographics", "createdAt",
                "updatedAt", "externalId");

        List<String> seen = new ArrayList<>(first.path("patients.id"));
        String cursor = first.path("nextCursor");
        while (cursor != null) {
            Response page = api.as(tenant).get("/v1/patients?limit=2&cursor=" + cursor);
            seen.addAll(page.path("patients.id"));
            cursor = page.path("nextCursor");
        }
        assertThat(seen).containsExactlyElementsOf(created);
        api.as(tenant).get("/v1/patients?limit=1001").then().statusCode(400).body("message", equalTo("limit must be from 1 to 1000"));
        api.as(tenant).get("/v1/patients?externalID=MRN-P0").then().statusCode(400)
                .body("message", startsWith("externalID is not a known query parameter"));
    }

    @Test
    void twoTenantsMayUseTheSamePatientIdWithoutMeeting() {
        String patientId = UUID.randomUUID().toString();
        TestTenant other = api.registerTenant();

        upsert("{\"patientId\": \"" + patientId + "\", \"externalId\": \"MRN-A\"}").then().statusCode(201);
        api.as(other).contentType(ContentType.JSON).body("{\"patientId\": \"" + patientId + "\", \"externalId\": \"MRN-B\"}")
                .post("/v1/patients").then().statusCode(201);

        api.as(tenant).get("/v1/patients").then().body("patients.externalId", contains("MRN-A"));
        api.as(other).get("/v1/patients").then().body("patients.externalId", contains("MRN-B"));
    }

    @Test
    void anotherTenantsPatientsAreInvisible() {
        String patientId = upsert("{\"externalId\": \"MRN-SECRET\"}").path("patientId");
        TestTenant other = api.registerTenant();

        api.as(other).get("/v1/patients?externalId=MRN-SECRET").then().body("patients.size()", equalTo(0));
        api.as(other).get("/v1/assessments?patientId=" + patientId).then().body("assessments.size()", equalTo(0));
        api.as(other).get("/v1/patients").then().body("patients.size()", equalTo(0)).body("nextCursor", nullValue());
    }
}
