package com.medvigil.tenant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.startsWith;

import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

@ApiTest
class TenantRegistrationTest {

    @LocalServerPort
    int port;
    Api api;

    @BeforeEach
    void connect() {
        api = new Api(port);
    }

    @Test
    void registeringWithNameAndCodeAnswers201WithExactlyTenantIdCodeAndKey() {
        String code = Api.uniqueCode("acme");
        Response response = api.register("{\"name\": \"Acme Health\", \"code\": \"" + code + "\"}");

        response.then().statusCode(201)
                .body("tenantCode", equalTo(code))
                .body("apiKey", matchesPattern("mvk_[A-Za-z0-9_-]{43}"));
        Map<String, Object> body = response.as(Map.class);
        assertThat(body).containsOnlyKeys("tenantId", "tenantCode", "apiKey");
        assertThat(UUID.fromString((String) body.get("tenantId"))).isNotNull();
    }

    @Test
    void registeringWithoutCodeDerivesASlugFromTheName() {
        String marker = UUID.randomUUID().toString().substring(0, 8);
        api.register("{\"name\": \"St. Mary's Clinic " + marker + "\"}")
                .then().statusCode(201)
                .body("tenantCode", equalTo("st-mary-s-clinic-" + marker));
    }

    @Test
    void aDerivedCodeThatIsTakenGetsANumberedSuffix() {
        String name = "Derived " + Api.uniqueCode("d");
        String first = api.register("{\"name\": \"" + name + "\"}").then().statusCode(201).extract().path("tenantCode");
        String second = api.register("{\"name\": \"" + name + "\"}").then().statusCode(201).extract().path("tenantCode");

        assertThat(second).isEqualTo(first + "-2");
    }

    @Test
    void aTakenCodeIsAConflict() {
        String code = Api.uniqueCode("dup");
        api.register("{\"name\": \"First\", \"code\": \"" + code + "\"}").then().statusCode(201);

        api.register("{\"name\": \"Second\", \"code\": \"" + code + "\"}")
                .then().statusCode(409)
                .body("message", containsString(code));
    }

    @Test
    void aNameShorterThanThreeCharactersIsRefusedNamingTheField() {
        api.register("{\"name\": \"Ab\", \"code\": \"" + Api.uniqueCode("s") + "\"}")
                .then().statusCode(400)
                .body("message", startsWith("name "))
                .body("message", containsString("3"));
    }

    @Test
    void aMissingNameIsRefused() {
        api.register("{\"code\": \"" + Api.uniqueCode("m") + "\"}")
                .then().statusCode(400)
                .body("message", equalTo("name is required"));
    }

    @Test
    void aCodeShorterThanThreeCharactersIsRefused() {
        api.register("{\"name\": \"Acme Health\", \"code\": \"ab\"}")
                .then().statusCode(400)
                .body("message", startsWith("code must be 3 to 32"));
    }

    @Test
    void aCodeLongerThan32CharactersIsRefused() {
        api.register("{\"name\": \"Acme Health\", \"code\": \"" + "a".repeat(33) + "\"}")
                .then().statusCode(400)
                .body("message", startsWith("code must be 3 to 32"));
    }

    @Test
    void aCodeOf32CharactersIsAccepted() {
        String code = (Api.uniqueCode("l") + "a".repeat(32)).substring(0, 32);
        api.register("{\"name\": \"Acme Health\", \"code\": \"" + code + "\"}")
                .then().statusCode(201)
                .body("tenantCode", equalTo(code));
    }

    @Test
    void aCodeWithUppercaseOrPunctuationIsRefusedRatherThanRewritten() {
        api.register("{\"name\": \"Acme Health\", \"code\": \"Acme_Health\"}")
                .then().statusCode(400)
                .body("message", startsWith("code may contain only"));
    }

    @Test
    void aMissingBodyIsRefused() {
        api.anonymous().contentType(ContentType.JSON).post("/v1/tenants/register")
                .then().statusCode(400)
                .body("message", containsString("body"));
    }

    @Test
    void malformedJsonIsRefusedWithItsPosition() {
        api.register("{\"name\": \"Acme\",")
                .then().statusCode(400)
                .body("message", startsWith("Malformed JSON"));
    }

    @Test
    void aBodyThatIsNotAnObjectIsRefused() {
        api.register("[\"Acme Health\"]")
                .then().statusCode(400)
                .body("message", equalTo("Request body must be a JSON object"));
    }

    @Test
    void aNumberWhereTheNameBelongsIsRefusedNamingTheField() {
        api.register("{\"name\": 12345}")
                .then().statusCode(400)
                .body("message", equalTo("name must be a string"));
    }

    @Test
    void anUnknownFieldIsRefusedSoTyposAreNotSilentlyDropped() {
        api.register("{\"name\": \"Acme Health\", \"cdoe\": \"acme\"}")
                .then().statusCode(400)
                .body("message", equalTo("Unknown field 'cdoe'"));
    }

    @Test
    void aWrongMediaTypeIs415() {
        api.anonymous().contentType(ContentType.TEXT).body("name=Acme").post("/v1/tenants/register")
                .then().statusCode(415)
                .body("message", containsString("application/json"));
    }

    @Test
    void anAdminEmailIsAcceptedAndAMalformedOneIsRefused() {
        api.register("{\"name\": \"Acme Health\", \"code\": \"" + Api.uniqueCode("e") + "\", \"adminEmail\": \"Admin@Acme.example\"}")
                .then().statusCode(201);
        api.register("{\"name\": \"Acme Health\", \"code\": \"" + Api.uniqueCode("e") + "\", \"adminEmail\": \"not-an-address\"}")
                .then().statusCode(400)
                .body("message", startsWith("adminEmail "));
    }

    @Test
    void registrationNeedsNoCredentialAndIgnoresAnInvalidOne() {
        api.anonymous().header("Authorization", "Bearer mvk_not-a-real-key")
                .contentType(ContentType.JSON).body("{\"name\": \"Acme Health\", \"code\": \"" + Api.uniqueCode("n") + "\"}")
                .post("/v1/tenants/register")
                .then().statusCode(201);
    }

    @Test
    void theKeyFromRegistrationWorksAtOnce() {
        var tenant = api.registerTenant();

        api.as(tenant).get("/v1/api-keys").then().statusCode(200);
    }
}
