package com.medvigil.cdshooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jwt.PlainJWT;
import com.nimbusds.jwt.SignedJWT;
import io.restassured.http.ContentType;
import io.restassured.response.Response;

/**
 * CDS service calls authenticated by CDS clients' JWTs (CDS Hooks 2.0, Trusting CDS Clients),
 * through HTTP against the test-only echo service, with keys made here and registered inline.
 */
@ApiTest
class CdsJwtAuthenticationTest {

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;
    ECKey ecKey;
    RSAKey rsaKey;
    String issuer;
    String clientId;

    @BeforeEach
    void registerClient() throws JOSEException {
        api = new Api(port);
        tenant = api.registerTenant();
        ecKey = new ECKeyGenerator(Curve.P_384).keyID("ec-" + UUID.randomUUID()).generate();
        rsaKey = new RSAKeyGenerator(2048).keyID("rsa-" + UUID.randomUUID()).generate();
        issuer = CdsEchoForTestsController.uniqueIssuer();
        clientId = register(tenant, issuer, CdsClientsTest.jwks(ecKey.toPublicJWK(), rsaKey.toPublicJWK()));
    }

    private String register(TestTenant owner, String clientIssuer, String jwks) {
        Response response = api.as(owner).contentType(ContentType.JSON)
                .body("{\"name\": \"Ward EHR\", \"issuer\": \"" + clientIssuer + "\", \"jwks\": " + jwks + "}")
                .post("/v1/cds-clients");
        response.then().statusCode(201);
        return response.path("cdsClient.id");
    }

    private String serviceUrl() {
        return "http://localhost:" + port + CdsEchoForTestsController.PATH;
    }

    private CdsToken token(com.nimbusds.jose.jwk.JWK key) {
        return CdsToken.of(key, issuer, serviceUrl());
    }

    private Response call(String jwt) {
        return api.anonymous().header("Authorization", "Bearer " + jwt).contentType(ContentType.JSON).body("{}")
                .post(CdsEchoForTestsController.PATH);
    }

    private void refused(String jwt, String reason) {
        call(jwt).then().statusCode(401).header("WWW-Authenticate", "Bearer").body("message", equalTo(reason));
    }

    @Test
    void anEs384TokenOfARegisteredClientIsAcceptedInItsTenant() {
        call(token(ecKey).signed()).then().statusCode(200)
                .body("scopeTenantId", equalTo(tenant.tenantId().toString()))
                .body("callerTenantId", equalTo(tenant.tenantId().toString()))
                .body("cdsClientId", equalTo(clientId))
                .body("apiKeyId", equalTo("null"));
    }

    @Test
    void anRs384TokenOfARegisteredClientIsAccepted() {
        call(token(rsaKey).signed()).then().statusCode(200).body("cdsClientId", equalTo(clientId));
    }

    @Test
    void theFeedbackEndpointIsAuthenticatedTheSameWayWithItsOwnUrlAsAudience() {
        String feedback = CdsEchoForTestsController.PATH + "/feedback";
        String jwt = CdsToken.of(ecKey, issuer, "http://localhost:" + port + feedback).signed();

        api.anonymous().header("Authorization", "Bearer " + jwt).post(feedback).then().statusCode(200)
                .body("cdsClientId", equalTo(clientId));
        String serviceToken = token(ecKey).signed();
        api.anonymous().header("Authorization", "Bearer " + serviceToken).post(feedback).then().statusCode(401)
                .body("message", equalTo("aud is not the URL of the service called"));
    }

    @Test
    void anApiKeyAsBearerIsAcceptedForTesting() {
        api.as(tenant).post(CdsEchoForTestsController.PATH).then().statusCode(200)
                .body("scopeTenantId", equalTo(tenant.tenantId().toString()))
                .body("cdsClientId", equalTo("null"));
    }

    @Test
    void anApiKeyInXApiKeyIsAcceptedToo() {
        api.asFhirClient(tenant).post(CdsEchoForTestsController.PATH).then().statusCode(200)
                .body("scopeTenantId", equalTo(tenant.tenantId().toString()));
    }

    @Test
    void aRevokedOrMadeUpApiKeyIsRefused() {
        api.anonymous().header("X-API-Key", "mvk_" + "A".repeat(43)).post(CdsEchoForTestsController.PATH)
                .then().statusCode(401).body("message", equalTo("Invalid or revoked API key"));
    }

    @Test
    void aCallWithoutCredentialsIsRefused() {
        api.anonymous().post(CdsEchoForTestsController.PATH).then().statusCode(401)
                .body("message", equalTo("Missing token: send Authorization: Bearer <JWT signed by a registered CDS client>"));
    }

    @Test
    void aTokenSignedWithAnotherKeyUnderTheSameKidIsRefused() throws JOSEException {
        ECKey impostor = new ECKeyGenerator(Curve.P_384).keyID(ecKey.getKeyID()).generate();

        refused(token(impostor).signed(), "Invalid signature");
    }

    @Test
    void aTamperedTokenIsRefused() {
        String[] parts = token(ecKey).signed().split("\\.");
        String otherClaims = Base64.getUrlEncoder().withoutPadding().encodeToString(
                token(ecKey).withTokenId("tampered").claims().toString().getBytes(StandardCharsets.UTF_8));

        refused(parts[0] + "." + otherClaims + "." + parts[2], "Invalid signature");
    }

    @Test
    void anUnsignedTokenIsRefused() {
        PlainJWT unsigned = new PlainJWT(token(ecKey).claims());

        refused(unsigned.serialize(), "Token must be signed with ES384 or RS384");
    }

    @Test
    void anHs256TokenIsRefused() throws JOSEException {
        SignedJWT hmac = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.HS256).type(JOSEObjectType.JWT)
                .keyID(ecKey.getKeyID()).build(), token(ecKey).claims());
        hmac.sign(new MACSigner(new byte[32]));

        refused(hmac.serialize(), "Token must be signed with ES384 or RS384");
    }

    @Test
    void aTokenForAnotherUrlIsRefused() {
        refused(token(ecKey).withAudience("https://cds.example.org/cds-services/other").signed(),
                "aud is not the URL of the service called");
        refused(token(ecKey).withAudience("http://localhost:" + port + "/v1/cds-services/other").signed(),
                "aud is not the URL of the service called");
    }

    @Test
    void anExpiredTokenIsRefused() {
        Instant now = Instant.now();

        refused(token(ecKey).withTimes(now.minus(Duration.ofMinutes(10)), now.minus(Duration.ofMinutes(5))).signed(),
                "Token expired");
    }

    @Test
    void aTokenExpiredWithinTheClockSkewIsAccepted() {
        Instant now = Instant.now();

        call(token(ecKey).withTimes(now.minus(Duration.ofMinutes(5)), now.minus(Duration.ofSeconds(20))).signed())
                .then().statusCode(200);
    }

    @Test
    void aTokenIssuedInTheFutureIsRefused() {
        Instant now = Instant.now();

        refused(token(ecKey).withTimes(now.plus(Duration.ofMinutes(10)), now.plus(Duration.ofMinutes(15))).signed(),
                "Token issued in the future (iat)");
    }

    @Test
    void aTokenValidForMoreThanAnHourIsRefused() {
        Instant now = Instant.now();

        refused(token(ecKey).withTimes(now, now.plus(Duration.ofHours(2))).signed(),
                "Token valid for too long (exp - iat over 60 minutes)");
    }

    @Test
    void aTokenIsAcceptedOnce() {
        String jwt = token(ecKey).signed();
        call(jwt).then().statusCode(200);

        refused(jwt, "Token already used (jti)");
    }

    @Test
    void aTokenIdCanBeUsedOnceEvenInANewlySignedToken() {
        String tokenId = UUID.randomUUID().toString();
        call(token(ecKey).withTokenId(tokenId).signed()).then().statusCode(200);

        refused(token(rsaKey).withTokenId(tokenId).signed(), "Token already used (jti)");
    }

    @Test
    void aRefusedTokenDoesNotUseUpItsId() {
        String tokenId = UUID.randomUUID().toString();
        refused(token(ecKey).withTokenId(tokenId).withAudience("https://elsewhere.example.org/").signed(),
                "aud is not the URL of the service called");

        call(token(ecKey).withTokenId(tokenId).signed()).then().statusCode(200);
    }

    @Test
    void aTokenWithoutJtiIsRefused() {
        refused(token(ecKey).withTokenId(null).signed(), "Token lacks jti");
    }

    @Test
    void aTokenOfAnUnknownIssuerIsRefused() {
        refused(CdsToken.of(ecKey, CdsEchoForTestsController.uniqueIssuer(), serviceUrl()).signed(), "Unknown issuer");
    }

    /** No issuer holding one can be registered; on PostgreSQL, which takes no NUL as a parameter, it was a 500. */
    @Test
    void aTokenWhoseIssuerHoldsAControlCharacterIsOfAnUnknownIssuer() {
        refused(CdsToken.of(ecKey, "https://ehr.example.org/a\u0000b", serviceUrl()).signed(), "Unknown issuer");
        refused(CdsToken.of(ecKey, "https://ehr.example.org/a\u0007b", serviceUrl()).signed(), "Unknown issuer");
    }

    @Test
    void aTokenNamingAnUnknownKeyIsRefused() {
        refused(token(ecKey).withKeyId("not-registered").signed(), "Unknown key id (kid)");
    }

    @Test
    void aTokenWithoutKidIsRefused() {
        refused(token(ecKey).withKeyId(null).signed(), "Token header lacks kid");
    }

    @Test
    void aTokenNamingAJkuIsRefusedWhenTheClientsKeysWereRegisteredInline() {
        refused(token(ecKey).withJku(URI.create("https://ehr.example.org/jwks.json")).signed(),
                "jku is not the client's registered JWK set URL");
    }

    @Test
    void aMalformedTokenIsRefused() {
        refused("not-a-jwt", "Malformed token");
    }

    /**
     * Tenant B's client cannot use tenant A's issuer: its key is not among A's, whatever kid it
     * names. And a token of A's issuer always runs in A's scope, seeing only A's data.
     */
    @Test
    void anIssuerOnlyEverReachesItsOwnTenant() throws JOSEException {
        TestTenant tenantB = api.registerTenant();
        ECKey keyB = new ECKeyGenerator(Curve.P_384).keyID("b-" + UUID.randomUUID()).generate();
        String issuerB = CdsEchoForTestsController.uniqueIssuer();
        register(tenantB, issuerB, CdsClientsTest.jwks(keyB.toPublicJWK()));

        refused(CdsToken.of(keyB, issuer, serviceUrl()).signed(), "Unknown key id (kid)");
        refused(CdsToken.of(keyB, issuer, serviceUrl()).withKeyId(ecKey.getKeyID()).signed(), "Invalid signature");
        refused(CdsToken.of(ecKey, issuerB, serviceUrl()).signed(), "Unknown key id (kid)");

        call(token(ecKey).signed()).then().statusCode(200)
                .body("scopeTenantId", equalTo(tenant.tenantId().toString()))
                .body("visibleIssuers", equalTo(List.of(issuer)));
        call(CdsToken.of(keyB, issuerB, serviceUrl()).signed()).then().statusCode(200)
                .body("scopeTenantId", equalTo(tenantB.tenantId().toString()))
                .body("visibleIssuers", equalTo(List.of(issuerB)));
    }

    @Test
    void aDeletedClientsTokensAreRefused() {
        api.as(tenant).delete("/v1/cds-clients/" + clientId).then().statusCode(204);

        refused(token(ecKey).signed(), "Unknown issuer");
    }

    /** The client's bucket is new (full) at its first call; the key's bucket is not drawn on by the client's calls. */
    @Test
    void aClientsCallsDrawOnARateLimitOfTheirOwn() {
        call(token(ecKey).signed()).then().statusCode(200).header("RateLimit-Limit", "100").header("RateLimit-Remaining", "99");
        call(token(rsaKey).signed()).then().statusCode(200).header("RateLimit-Remaining", notNullValue());

        Response byKey = api.as(tenant).get("/v1/cds-clients");
        // The key registered the client before (one token), and may have earned it back since.
        assertThat(Integer.parseInt(byKey.header("RateLimit-Remaining"))).isBetween(98, 99);
    }

    /** Discovery lists no tenant's data, so it is open (docs/cds-hooks.md); its controller is the services'. */
    @Test
    void discoveryNeedsNoCredentials() {
        api.anonymous().get("/v1/cds-services").then().statusCode(not(401));
        api.anonymous().header("Authorization", "Bearer not-a-jwt").get("/v1/cds-services").then().statusCode(not(401));
    }

    @Test
    void otherEndpointsDoNotAcceptCdsTokens() {
        api.anonymous().header("Authorization", "Bearer " + token(ecKey).signed()).get("/v1/cds-clients")
                .then().statusCode(401);
    }
}
