package com.medvigil.patient;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;

/** {@code GET /v1/patients/{patientId}}: one whole profile of the key's tenant. */
@ApiTest
class PatientReadTest {

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    private String createPatient(TestTenant owner, String body) {
        return api.as(owner).contentType(ContentType.JSON).body(body).post("/v1/patients")
                .then().statusCode(201).extract().path("patientId");
    }

    @Test
    void readingAPatientAnswersTheWholeProfile() {
        String patientId = createPatient(tenant, """
                {"externalId": "MRN-READ-1", "reproductiveStatus": "POSTMENOPAUSAL",
                 "demographics": {"firstName": "Ada", "dateOfBirth": "1950-03-04", "sex": "FEMALE", "weightKg": 61.5},
                 "hormonalTherapies": ["estradiol", {"name": "progesterone", "route": "oral"}]}""");

        api.as(tenant).get("/v1/patients/" + patientId)
                .then().statusCode(200)
                .body("patient.id", equalTo(patientId))
                .body("patient.externalId", equalTo("MRN-READ-1"))
                .body("patient.demographics.firstName", equalTo("Ada"))
                .body("patient.demographics.dateOfBirth", equalTo("1950-03-04"))
                .body("patient.demographics.sex", equalTo("FEMALE"))
                .body("patient.demographics.weightKg", equalTo(61.5f))
                .body("patient.reproductiveStatus", equalTo("POSTMENOPAUSAL"))
                .body("patient.hormonalTherapies.name", contains("estradiol", "progesterone"))
                .body("patient.hormonalTherapies[1].route", equalTo("oral"))
                .body("patient.stub", equalTo(false))
                .body("patient.createdAt", notNullValue())
                .body("patient.updatedAt", notNullValue());
    }

    @Test
    void aProfileWithoutTherapiesAnswersThemAsNull() {
        String patientId = createPatient(tenant, "{\"externalId\": \"MRN-READ-2\"}");

        api.as(tenant).get("/v1/patients/" + patientId)
                .then().statusCode(200)
                .body("patient.hormonalTherapies", nullValue())
                .body("patient.reproductiveStatus", nullValue());
    }

    @Test
    void anUnknownPatientIs404() {
        UUID unknown = UUID.randomUUID();

        api.as(tenant).get("/v1/patients/" + unknown)
                .then().statusCode(404)
                .body("message", equalTo("Patient " + unknown + " not found"));
    }

    @Test
    void anotherTenantsPatientIs404LikeAMissingOne() {
        TestTenant other = api.registerTenant();
        String theirs = createPatient(other, "{\"demographics\": {\"firstName\": \"Grace\"}}");

        api.as(tenant).get("/v1/patients/" + theirs)
                .then().statusCode(404)
                .body("message", equalTo("Patient " + theirs + " not found"));
        api.as(other).get("/v1/patients/" + theirs).then().statusCode(200);
    }

    @Test
    void aMalformedPatientIdIs400() {
        api.as(tenant).get("/v1/patients/not-a-uuid")
                .then().statusCode(400)
                .body("message", equalTo("patientId must be a valid UUID"));
    }

    @Test
    void readingAPatientTakesNoQueryParameters() {
        String patientId = createPatient(tenant, "{}");

        api.as(tenant).get("/v1/patients/" + patientId + "?verbose=true")
                .then().statusCode(400)
                .body("message", equalTo("verbose is not a known query parameter; this endpoint takes none"));
    }
}
