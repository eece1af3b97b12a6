package com.medvigil.tenant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

@ApiTest
class ApiKeyManagementTest {

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    private Response createKey(TestTenant owner, String name) {
        return api.as(owner).contentType(ContentType.JSON).body("{\"name\": \"" + name + "\"}").post("/v1/api-keys");
    }

    @Test
    void creatingAKeyShowsItsSecretOnceWithALocation() {
        Response created = createKey(tenant, "EHR interface");

        created.then().statusCode(201)
                .header("Location", startsWith("/v1/api-keys/"))
                .body("key", matchesPattern("mvk_[A-Za-z0-9_-]{43}"))
                .body("apiKey.name", equalTo("EHR interface"))
                .body("apiKey.createdAt", notNullValue())
                .body("apiKey.revokedAt", nullValue());
        String secret = created.path("key");
        assertThat(secret).startsWith(created.<String>path("apiKey.prefix"));
    }

    @Test
    void aNewKeyAuthenticatesAtOnce() {
        String secret = createKey(tenant, "nightly sync").path("key");

        api.anonymous().header("Authorization", "Bearer " + secret).get("/v1/api-keys").then().statusCode(200);
    }

    @Test
    void listingKeysNeverShowsASecret() {
        String secret = createKey(tenant, "second").path("key");

        Response list = api.as(tenant).get("/v1/api-keys");

        list.then().statusCode(200).body("apiKeys", hasSize(2))
                .body("apiKeys[1].name", equalTo("second"));
        assertThat(list.asString()).doesNotContain(secret).doesNotContain(tenant.apiKey());
        assertThat(list.asString()).doesNotContainIgnoringCase("hash");
    }

    @Test
    void aKeyRecordsWhenItWasLastUsed() {
        api.as(tenant).get("/v1/api-keys")
                .then().body("apiKeys[0].lastUsedAt", notNullValue());
    }

    @Test
    void oneKeyCanBeReadById() {
        String id = createKey(tenant, "reader").path("apiKey.id");

        api.as(tenant).get("/v1/api-keys/" + id)
                .then().statusCode(200)
                .body("apiKey.id", equalTo(id))
                .body("apiKey.name", equalTo("reader"));
    }

    @Test
    void rotationCreatesANewKeyAndRevokesTheOldOne() {
        String oldKeyId = api.as(tenant).get("/v1/api-keys").path("apiKeys[0].id");
        String newSecret = createKey(tenant, "rotated").path("key");
        TestTenant withNewKey = new TestTenant(tenant.tenantId(), tenant.code(), newSecret);

        api.as(withNewKey).delete("/v1/api-keys/" + oldKeyId).then().statusCode(204);

        api.as(tenant).get("/v1/api-keys").then().statusCode(401);
        api.as(withNewKey).get("/v1/api-keys/" + oldKeyId)
                .then().statusCode(200)
                .body("apiKey.revokedAt", notNullValue());
    }

    @Test
    void revokingAnUnknownKeyIs404() {
        api.as(tenant).delete("/v1/api-keys/00000000-0000-4000-8000-000000000000")
                .then().statusCode(404)
                .body("message", startsWith("API key"));
    }

    @Test
    void aKeyIdThatIsNotAUuidIs400() {
        api.as(tenant).delete("/v1/api-keys/not-a-uuid")
                .then().statusCode(400)
                .body("message", startsWith("id "));
    }

    @Test
    void aKeyNeedsAName() {
        api.as(tenant).contentType(ContentType.JSON).body("{}").post("/v1/api-keys")
                .then().statusCode(400)
                .body("message", equalTo("name is required"));
        api.as(tenant).contentType(ContentType.JSON).body("{\"name\": \"" + "n".repeat(101) + "\"}").post("/v1/api-keys")
                .then().statusCode(400)
                .body("message", startsWith("name must be at most 100"));
    }

    @Test
    void anotherTenantsKeysAreInvisibleAndUntouchable() {
        TestTenant other = api.registerTenant();
        String othersKeyId = api.as(other).get("/v1/api-keys").path("apiKeys[0].id");

        api.as(tenant).get("/v1/api-keys").then().body("apiKeys.id", not(hasItem(othersKeyId)));
        api.as(tenant).get("/v1/api-keys/" + othersKeyId)
                .then().statusCode(404)
                .body("message", equalTo("API key " + othersKeyId + " not found"));
        api.as(tenant).delete("/v1/api-keys/" + othersKeyId).then().statusCode(404);

        api.as(other).get("/v1/api-keys").then().statusCode(200);
    }
}
