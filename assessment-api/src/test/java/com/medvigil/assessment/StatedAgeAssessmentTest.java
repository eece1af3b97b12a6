package com.medvigil.assessment;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

/**
 * {@code demographics.ageYears}: the age of a patient whose birth date is unknown, in an assessment's
 * patient block or a profile; the result's {@code ageSource} says which of the two gave the age.
 */
@ApiTest
class StatedAgeAssessmentTest {

    private static final String BEERS_BENZODIAZEPINE = "beers-benzodiazepine";

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    private static String lorazepamFor(String demographics) {
        return """
                {"patient": {"patientId": "%s", "demographics": %s},
                 "medications": [{"name": "lorazepam", "dosage": {"amount": 0.5, "unit": "mg", "frequency": "BID"}}]}"""
                .formatted(UUID.randomUUID(), demographics);
    }

    private Response assessed(String body) {
        return api.awaitProcessed(tenant, api.requestAssessment(tenant, body)).then().statusCode(200)
                .body("status", equalTo("COMPLETED")).extract().response();
    }

    private Response upsertProfile(String patientId, String demographics) {
        return api.as(tenant).contentType(ContentType.JSON)
                .body("{\"patientId\": \"" + patientId + "\", \"demographics\": " + demographics + "}").post("/v1/patients");
    }

    private Response refused(String body) {
        return api.as(tenant).contentType(ContentType.JSON).body(body).post("/v1/assessments");
    }

    @Test
    void aStatedAgeOf80WithoutBirthDateFiresTheOlderAdultRule() {
        assessed(lorazepamFor("{\"ageYears\": 80, \"sex\": \"FEMALE\"}")).then()
                .body("findings.ruleId", hasItem(BEERS_BENZODIAZEPINE))
                .body("ageSource", equalTo("ageYears"));
    }

    @Test
    void aStatedAgeOf40DoesNotFireTheOlderAdultRule() {
        assessed(lorazepamFor("{\"ageYears\": 40, \"sex\": \"FEMALE\"}")).then()
                .body("findings.ruleId", not(hasItem(BEERS_BENZODIAZEPINE)))
                .body("ageSource", equalTo("ageYears"));
    }

    @Test
    void aBirthDateIsNamedAsTheSourceOfTheAge() {
        assessed(lorazepamFor("{\"dateOfBirth\": \"1940-02-03\", \"sex\": \"FEMALE\"}")).then()
                .body("findings.ruleId", hasItem(BEERS_BENZODIAZEPINE))
                .body("ageSource", equalTo("dateOfBirth"));
    }

    @Test
    void withoutAnyAgeNoSourceIsNamed() {
        assessed(lorazepamFor("{\"sex\": \"FEMALE\"}")).then()
                .body("findings.ruleId", not(hasItem(BEERS_BENZODIAZEPINE)))
                .body("ageSource", nullValue());
    }

    @Test
    void theStatedAgeIsKeptOnTheProfileWithTheDayItWasStated() {
        String patientId = UUID.randomUUID().toString();
        upsertProfile(patientId, "{\"ageYears\": 80}").then().statusCode(201);

        api.as(tenant).get("/v1/patients/" + patientId).then().statusCode(200)
                .body("patient.demographics.ageYears", equalTo(80))
                .body("patient.demographics.ageRecordedOn", equalTo(LocalDate.now(ZoneOffset.UTC).toString()))
                .body("patient.demographics.dateOfBirth", nullValue());
    }

    @Test
    void aProfilesStatedAgeIsUsedByALaterAssessmentThatGivesNoAge() {
        String patientId = UUID.randomUUID().toString();
        upsertProfile(patientId, "{\"ageYears\": 80}").then().statusCode(201);

        assessed("""
                {"patient": {"patientId": "%s"},
                 "medications": [{"name": "lorazepam", "dosage": {"amount": 0.5, "unit": "mg", "frequency": "BID"}}]}"""
                .formatted(patientId)).then()
                .body("findings.ruleId", hasItem(BEERS_BENZODIAZEPINE))
                .body("ageSource", equalTo("ageYears"));
    }

    @Test
    void aBirthDateGivenLaterReplacesTheStatedAge() {
        String patientId = UUID.randomUUID().toString();
        upsertProfile(patientId, "{\"ageYears\": 80}").then().statusCode(201);
        upsertProfile(patientId, "{\"dateOfBirth\": \"1985-01-01\"}").then().statusCode(200);

        api.as(tenant).get("/v1/patients/" + patientId).then().statusCode(200)
                .body("patient.demographics.dateOfBirth", equalTo("1985-01-01"))
                .body("patient.demographics.ageYears", nullValue())
                .body("patient.demographics.ageRecordedOn", nullValue());
    }

    @Test
    void aStatedAgeForAPatientWithABirthDateLeavesTheBirthDateInUse() {
        String patientId = UUID.randomUUID().toString();
        upsertProfile(patientId, "{\"dateOfBirth\": \"1985-01-01\"}").then().statusCode(201);

        assessed("""
                {"patient": {"patientId": "%s", "demographics": {"ageYears": 80}},
                 "medications": [{"name": "lorazepam", "dosage": {"amount": 0.5, "unit": "mg", "frequency": "BID"}}]}"""
                .formatted(patientId)).then()
                .body("findings.ruleId", not(hasItem(BEERS_BENZODIAZEPINE)))
                .body("ageSource", equalTo("dateOfBirth"));
        api.as(tenant).get("/v1/patients/" + patientId).then()
                .body("patient.demographics.dateOfBirth", equalTo("1985-01-01"))
                .body("patient.demographics.ageYears", nullValue());
    }

    @Test
    void aBirthDateAndAStatedAgeTogetherAre400() {
        refused(lorazepamFor("{\"dateOfBirth\": \"1940-02-03\", \"ageYears\": 80}")).then().statusCode(400)
                .body("message", equalTo("patient.demographics.ageYears must not be given with dateOfBirth: it is for a"
                        + " patient whose birth date is unknown"));
    }

    @Test
    void anAgeAbove130Is400NamingTheField() {
        refused(lorazepamFor("{\"ageYears\": 131}")).then().statusCode(400)
                .body("message", equalTo("patient.demographics.ageYears must be a whole number from 0 to 130"));
    }

    @Test
    void aNegativeAgeIs400NamingTheField() {
        refused(lorazepamFor("{\"ageYears\": -1}")).then().statusCode(400)
                .body("message", equalTo("patient.demographics.ageYears must be a whole number from 0 to 130"));
    }

    @Test
    void aFractionalAgeIs400NamingTheField() {
        refused(lorazepamFor("{\"ageYears\": 80.5}")).then().statusCode(400)
                .body("message", startsWith("patient.demographics.ageYears"));
    }

    @Test
    void anAgeAsTextIs400NamingTheField() {
        refused(lorazepamFor("{\"ageYears\": \"80\"}")).then().statusCode(400)
                .body("message", startsWith("patient.demographics.ageYears"));
    }

    @Test
    void aProfileRefusesABadAgeToo() {
        api.as(tenant).contentType(ContentType.JSON).body("{\"demographics\": {\"ageYears\": 200}}").post("/v1/patients")
                .then().statusCode(400)
                .body("message", equalTo("demographics.ageYears must be a whole number from 0 to 130"));
    }

    @Test
    void theDayAnAgeWasStatedCannotBeSentByTheClient() {
        api.as(tenant).contentType(ContentType.JSON)
                .body("{\"demographics\": {\"ageYears\": 80, \"ageRecordedOn\": \"2000-01-01\"}}").post("/v1/patients")
                .then().statusCode(400)
                .body("message", equalTo("Unknown field 'demographics.ageRecordedOn'"));
    }
}
