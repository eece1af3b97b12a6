package com.medvigil.facility;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;

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
class FacilityApiTest {

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    Response create(String json) {
        return api.as(tenant).contentType(ContentType.JSON).body(json).post("/v1/facilities");
    }

    @Test
    void creatingAFacilityAnswers201WithLocationAndDefaultsToActiveAndFhirEnabled() {
        Response response = create("{\"name\": \"St. Mary's Clinic\", \"externalId\": \"FAC-01\"}");

        response.then().statusCode(201)
                .header("Location", containsString("/v1/facilities/" + response.path("facility.id")))
                .body("facility.name", equalTo("St. Mary's Clinic"))
                .body("facility.externalId", equalTo("FAC-01"))
                .body("facility.active", equalTo(true))
                .body("facility.fhirEnabled", equalTo(true))
                .body("facility.createdAt", notNullValue())
                .body("facility.updatedAt", notNullValue());
    }

    @Test
    void theListShowsTheTenantsFacilitiesOldestFirst() {
        create("{\"name\": \"First\"}").then().statusCode(201);
        create("{\"name\": \"Second\", \"active\": false, \"fhirEnabled\": false}").then().statusCode(201);

        List<String> names = api.as(tenant).get("/v1/facilities").then().statusCode(200)
                .body("facilities", hasSize(2)).extract().path("facilities.name");
        assertThat(names).containsExactly("First", "Second");
        api.as(tenant).get("/v1/facilities").then().body("facilities[1].active", equalTo(false))
                .body("facilities[1].externalId", equalTo(null));
    }

    @Test
    void patchChangesOnlyTheFieldsItCarries() {
        String id = create("{\"name\": \"Old\", \"externalId\": \"FAC-OLD\"}").path("facility.id");

        api.as(tenant).contentType(ContentType.JSON).body("{\"active\": false}").patch("/v1/facilities/" + id)
                .then().statusCode(200).body("facility.active", equalTo(false)).body("facility.name", equalTo("Old"));
        api.as(tenant).contentType(ContentType.JSON)
                .body("{\"name\": \"New\", \"externalId\": \"FAC-NEW\", \"fhirEnabled\": false, \"active\": true}")
                .patch("/v1/facilities/" + id)
                .then().statusCode(200)
                .body("facility.name", equalTo("New"))
                .body("facility.externalId", equalTo("FAC-NEW"))
                .body("facility.fhirEnabled", equalTo(false))
                .body("facility.active", equalTo(true));
        api.as(tenant).get("/v1/facilities/" + id).then().statusCode(200).body("facility.name", equalTo("New"));
    }

    @Test
    void aPatchThatChangesNothingIsRefusedNamingWhatItMaySet() {
        String id = create("{\"name\": \"Unchanged\", \"externalId\": \"FAC-1\"}").path("facility.id");
        String updatedAt = api.as(tenant).get("/v1/facilities/" + id).path("facility.updatedAt");

        for (String nothing : List.of("{}", "{\"name\": null}", "{\"name\": null, \"externalId\": null, \"active\": null}")) {
            api.as(tenant).contentType(ContentType.JSON).body(nothing).patch("/v1/facilities/" + id)
                    .then().statusCode(400)
                    .body("message", equalTo("body must set at least one of name, externalId, active, fhirEnabled"));
        }
        api.as(tenant).get("/v1/facilities/" + id).then()
                .body("facility.updatedAt", equalTo(updatedAt)).body("facility.name", equalTo("Unchanged"));
    }

    @Test
    void aFacilityNeedsANonBlankName() {
        create("{\"externalId\": \"X\"}").then().statusCode(400).body("message", containsString("name"));
        create("{\"name\": \"  \"}").then().statusCode(400).body("message", containsString("name"));
        create("{\"name\": \"" + "n".repeat(201) + "\"}").then().statusCode(400).body("message", containsString("200"));
    }

    @Test
    void badFieldsAreRefusedWithAMessageNamingThem() {
        create("{\"name\": \"A\", \"externalId\": \"\"}").then().statusCode(400).body("message", containsString("externalId"));
        create("{\"name\": \"A\", \"active\": \"yes\"}").then().statusCode(400).body("message", containsString("active"));
        create("{\"name\": \"A\", \"colour\": \"red\"}").then().statusCode(400).body("message", containsString("colour"));
        create("").then().statusCode(400);
    }

    @Test
    void anotherTenantsFacilityIs404() {
        String id = create("{\"name\": \"Mine\"}").path("facility.id");
        TestTenant other = api.registerTenant();

        api.as(other).get("/v1/facilities/" + id).then().statusCode(404).body("message", containsString("not found"));
        api.as(other).contentType(ContentType.JSON).body("{\"name\": \"Stolen\"}").patch("/v1/facilities/" + id)
                .then().statusCode(404);
        api.as(other).get("/v1/facilities").then().body("facilities", hasSize(0));
    }

    @Test
    void facilitiesNeedAnApiKey() {
        api.anonymous().get("/v1/facilities").then().statusCode(401).body("message", notNullValue());
    }
}
