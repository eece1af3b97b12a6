package com.medvigil.tenant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.model.tenant.Tenant;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

@ApiTest
class ApiKeyAuthenticationTest {

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    @Test
    void aBearerKeyIsAccepted() {
        api.anonymous().header("Authorization", "Bearer " + tenant.apiKey()).get("/v1/api-keys")
                .then().statusCode(200);
    }

    @Test
    void theBearerSchemeIsCaseInsensitive() {
        api.anonymous().header("Authorization", "bearer " + tenant.apiKey()).get("/v1/api-keys")
                .then().statusCode(200);
    }

    @Test
    void anXApiKeyWithItsTenantCodeIsAccepted() {
        api.anonymous().header("X-API-Key", tenant.apiKey()).header("X-Tenant-Code", tenant.code())
                .get("/v1/api-keys")
                .then().statusCode(200);
    }

    @Test
    void theLowercaseHeaderNamesAreAccepted() {
        api.anonymous().header("x-api-key", tenant.apiKey()).header("x-tenant-code", tenant.code())
                .get("/v1/api-keys")
                .then().statusCode(200);
    }

    @Test
    void anXApiKeyWithoutTenantCodeIsAccepted() {
        api.anonymous().header("X-API-Key", tenant.apiKey()).get("/v1/api-keys")
                .then().statusCode(200);
    }

    @Test
    void aBearerKeyWithAMatchingTenantCodeIsAccepted() {
        api.as(tenant).header("X-Tenant-Code", tenant.code()).get("/v1/api-keys")
                .then().statusCode(200);
    }

    @Test
    void aTenantCodeThatDoesNotMatchTheKeyIs401() {
        TestTenant other = api.registerTenant();

        api.anonymous().header("X-API-Key", tenant.apiKey()).header("X-Tenant-Code", other.code())
                .get("/v1/api-keys")
                .then().statusCode(401)
                .body("message", containsString("X-Tenant-Code"));
    }

    @Test
    void aRequestWithoutKeyIs401WithAMessage() {
        api.anonymous().get("/v1/api-keys")
                .then().statusCode(401)
                .header("WWW-Authenticate", "Bearer")
                .body("message", containsString("Missing API key"));
    }

    @Test
    void anUnknownKeyIs401() {
        api.anonymous().header("Authorization", "Bearer mvk_" + "A".repeat(43)).get("/v1/api-keys")
                .then().statusCode(401)
                .body("message", equalTo("Invalid or revoked API key"));
    }

    @Test
    void aKeyOfTheWrongShapeIs401() {
        api.anonymous().header("X-API-Key", "hunter2").get("/v1/api-keys")
                .then().statusCode(401)
                .body("message", equalTo("Invalid or revoked API key"));
    }

    @Test
    void anotherAuthorizationSchemeIs401() {
        api.anonymous().header("Authorization", "Basic dXNlcjpwYXNz").get("/v1/api-keys")
                .then().statusCode(401)
                .body("message", equalTo("Authorization header must use the Bearer scheme: Authorization: Bearer <key>"));
    }

    @Test
    void anEmptyBearerTokenIs401SayingTheTokenIsEmpty() {
        api.anonymous().header("Authorization", "Bearer ").get("/v1/api-keys")
                .then().statusCode(401)
                .header("WWW-Authenticate", "Bearer")
                .body("message", equalTo("Authorization: Bearer token is empty: send Authorization: Bearer <key>"));
    }

    @Test
    void aBearerTokenOfOnlySpacesIs401SayingTheTokenIsEmpty() {
        api.anonymous().header("Authorization", "Bearer     ").get("/v1/api-keys")
                .then().statusCode(401)
                .body("message", equalTo("Authorization: Bearer token is empty: send Authorization: Bearer <key>"));
    }

    @Test
    void anEmptyBearerTokenOnFhirIs401WithAnOperationOutcomeSayingSo() {
        api.anonymous().header("Authorization", "bearer").get("/v1/fhir/MedicationRequest")
                .then().statusCode(401)
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].diagnostics", containsString("Bearer token is empty"));
    }

    @Test
    void theBearerSchemeInCapitalsIsAccepted() {
        api.anonymous().header("Authorization", "BEARER " + tenant.apiKey()).get("/v1/api-keys")
                .then().statusCode(200);
    }

    @Test
    void severalSpacesAfterBearerAreAccepted() {
        api.anonymous().header("Authorization", "Bearer   " + tenant.apiKey()).get("/v1/api-keys")
                .then().statusCode(200);
    }

    @Test
    void aKeyWithoutTheBearerSchemeIs401SayingTheSchemeIsMissing() {
        api.anonymous().header("Authorization", tenant.apiKey()).get("/v1/api-keys")
                .then().statusCode(401)
                .body("message", equalTo(
                        "Authorization header must be 'Bearer <key>': the key was sent without the Bearer scheme"));
    }

    @Test
    void bearerRunTogetherWithTheKeyIs401AskingForASpace() {
        api.anonymous().header("Authorization", "Bearer" + tenant.apiKey()).get("/v1/api-keys")
                .then().statusCode(401)
                .body("message", containsString("must have a space between Bearer and the key"));
    }

    @Test
    void aBearerTokenWithSpacesInsideIs401() {
        api.anonymous().header("Authorization", "Bearer " + tenant.apiKey() + " extra").get("/v1/api-keys")
                .then().statusCode(401)
                .body("message", equalTo("Authorization: Bearer token must be one key without spaces"));
    }

    @Test
    void twoDifferentKeysInOneRequestAre401() {
        TestTenant other = api.registerTenant();

        api.as(tenant).header("X-API-Key", other.apiKey()).get("/v1/api-keys")
                .then().statusCode(401)
                .body("message", containsString("different keys"));
    }

    @Test
    void aRevokedKeyIs401AtOnce() {
        String keyId = api.as(tenant).get("/v1/api-keys").then().statusCode(200).extract().path("apiKeys[0].id");

        api.as(tenant).delete("/v1/api-keys/" + keyId).then().statusCode(204);

        api.as(tenant).get("/v1/api-keys")
                .then().statusCode(401)
                .body("message", equalTo("Invalid or revoked API key"));
    }

    @Test
    void aFhirRequestWithoutKeyIs401WithAnOperationOutcome() {
        api.anonymous().get("/v1/fhir/MedicationRequest")
                .then().statusCode(401)
                .contentType(containsString("application/fhir+json"))
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].severity", equalTo("error"))
                .body("issue[0].code", equalTo("login"))
                .body("issue[0].diagnostics", containsString("Missing API key"));
    }

    @Test
    void aFhirRequestWithARevokedOrUnknownKeyIs401WithAnOperationOutcome() {
        api.anonymous().header("X-API-Key", "mvk_" + "B".repeat(43)).header("X-Tenant-Code", tenant.code())
                .get("/v1/fhir/Patient/123")
                .then().statusCode(401)
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].code", equalTo("login"));
    }

    @Test
    void theFhirCapabilityStatementIsServedToAnAuthenticatedClient() {
        api.asFhirClient(tenant).get("/v1/fhir/metadata")
                .then().statusCode(200)
                .body("resourceType", equalTo("CapabilityStatement"))
                .body("fhirVersion", equalTo("4.0.1"));
    }

    @Test
    void theFhirCapabilityStatementIsServedWithoutKeyAndIsTheSameWithOne() {
        String withoutKey = api.anonymous().get("/v1/fhir/metadata")
                .then().statusCode(200)
                .body("resourceType", equalTo("CapabilityStatement"))
                .extract().body().asString();
        String withKey = api.asFhirClient(tenant).get("/v1/fhir/metadata")
                .then().statusCode(200).extract().body().asString();
        assertThat(withoutDate(withoutKey)).isEqualTo(withoutDate(withKey));
    }

    @Test
    void onlyGetOfTheCapabilityStatementIsOpenNotOtherFhirPathsOrMethods() {
        api.anonymous().get("/v1/fhir/Patient")
                .then().statusCode(401).body("resourceType", equalTo("OperationOutcome"));
        api.anonymous().get("/v1/fhir/metadata/extra")
                .then().statusCode(401);
        api.anonymous().contentType("application/fhir+json").body("{}").post("/v1/fhir/metadata")
                .then().statusCode(401);
    }

    /** HAPI stamps the CapabilityStatement with the time it is generated. */
    private static String withoutDate(String capabilityStatement) {
        return capabilityStatement.replaceAll("\"date\"\\s*:\\s*\"[^\"]*\"", "");
    }
}
