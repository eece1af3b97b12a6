package com.medvigil.cdshooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import java.io.IOException;
import java.net.URI;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import io.restassured.http.ContentType;
import io.restassured.response.Response;

/** CDS clients whose keys are fetched from their JWK set URL: caching, rotation, the jku rule. */
@ApiTest
class CdsJwksUrlTest {

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;
    JwksServer jwks;
    ECKey first;
    String issuer;
    String clientId;

    @BeforeEach
    void registerClient() throws IOException, JOSEException {
        api = new Api(port);
        tenant = api.registerTenant();
        jwks = new JwksServer();
        first = key();
        jwks.publish(first);
        issuer = CdsEchoForTestsController.uniqueIssuer();
        Response registered = api.as(tenant).contentType(ContentType.JSON)
                .body("{\"name\": \"Ward EHR\", \"issuer\": \"" + issuer + "\", \"jwksUrl\": \"" + jwks.url() + "\"}")
                .post("/v1/cds-clients");
        registered.then().statusCode(201);
        clientId = registered.path("cdsClient.id");
    }

    @AfterEach
    void stopServer() throws IOException {
        jwks.close();
    }

    private static ECKey key() throws JOSEException {
        return new ECKeyGenerator(Curve.P_384).keyID("ec-" + UUID.randomUUID()).generate();
    }

    private CdsToken token(ECKey key) {
        return CdsToken.of(key, issuer, "http://localhost:" + port + CdsEchoForTestsController.PATH);
    }

    private Response call(CdsToken token) {
        return api.anonymous().header("Authorization", "Bearer " + token.signed()).post(CdsEchoForTestsController.PATH);
    }

    @Test
    void keysAreFetchedOnceAndCached() {
        call(token(first)).then().statusCode(200).body("cdsClientId", equalTo(clientId));
        call(token(first)).then().statusCode(200);
        call(token(first).withJku(URI.create(jwks.url()))).then().statusCode(200);

        assertThat(jwks.fetches()).isEqualTo(1);
    }

    @Test
    void aNewKidFetchesTheSetAgainSoRotatedKeysWork() throws JOSEException {
        call(token(first)).then().statusCode(200);
        ECKey rotated = key();
        jwks.publish(first, rotated);

        call(token(rotated)).then().statusCode(200).body("cdsClientId", equalTo(clientId));

        assertThat(jwks.fetches()).isEqualTo(2);
    }

    @Test
    void unknownKidsDoNotMakeTheServiceFetchOverAndOver() throws JOSEException {
        call(token(first)).then().statusCode(200);

        for (int i = 0; i < 5; i++) {
            call(token(key())).then().statusCode(401).body("message", equalTo("Unknown key id (kid)"));
        }

        // The first fetch, and one refresh for an unknown kid; then none until the refresh interval passes.
        assertThat(jwks.fetches()).isEqualTo(2);
    }

    @Test
    void aJkuOtherThanTheRegisteredUrlIsRefused() {
        call(token(first).withJku(URI.create(jwks.url() + "?other"))).then().statusCode(401)
                .body("message", equalTo("jku is not the client's registered JWK set URL"));
        call(token(first).withJku(URI.create("https://attacker.example.org/jwks.json"))).then().statusCode(401)
                .body("message", equalTo("jku is not the client's registered JWK set URL"));

        assertThat(jwks.fetches()).isZero();
    }

    @Test
    void aClientWhoseKeysCannotBeFetchedIsRefused() throws IOException {
        jwks.close();

        call(token(first)).then().statusCode(401).body("message", equalTo("The client's keys could not be fetched"));
    }
}
