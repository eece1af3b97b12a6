package com.medvigil.cdshooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jose.jwk.gen.OctetSequenceKeyGenerator;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jose.util.JSONObjectUtils;
import io.restassured.http.ContentType;
import io.restassured.response.Response;

/** The CDS client registry, {@code /v1/cds-clients}, through HTTP. */
@ApiTest
class CdsClientsTest {

    static final String JWKS_URL = "https://ehr.example.org/.well-known/jwks.json";

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    static ECKey ecKey(String kid) throws JOSEException {
        return new ECKeyGenerator(Curve.P_384).keyID(kid).generate();
    }

    static String jwks(JWK... keys) {
        return new JWKSet(List.of(keys)).toString(false);
    }

    private Response post(TestTenant owner, String json) {
        return api.as(owner).contentType(ContentType.JSON).body(json).post("/v1/cds-clients");
    }

    private Response registerWithUrl(TestTenant owner, String issuer) {
        return post(owner, "{\"name\": \"Ward EHR\", \"issuer\": \"" + issuer + "\", \"jwksUrl\": \"" + JWKS_URL + "\"}");
    }

    private Response registerWithKeys(TestTenant owner, String issuer, String jwks) {
        return post(owner, "{\"name\": \"Ward EHR\", \"issuer\": \"" + issuer + "\", \"jwks\": " + jwks + "}");
    }

    private void refused(Response response, String messageStart) {
        response.then().statusCode(400).body("message", startsWith(messageStart));
    }

    @Test
    void registeringAClientWithAJwksUrlAnswers201WithTheClient() {
        String issuer = CdsEchoForTestsController.uniqueIssuer();

        Response created = registerWithUrl(tenant, issuer);

        created.then().statusCode(201)
                .header("Location", startsWith("/v1/cds-clients/"))
                .body("cdsClient.id", notNullValue())
                .body("cdsClient.name", equalTo("Ward EHR"))
                .body("cdsClient.issuer", equalTo(issuer))
                .body("cdsClient.jwksUrl", equalTo(JWKS_URL))
                .body("cdsClient.jwks", nullValue())
                .body("cdsClient.createdAt", notNullValue());
        assertThat(created.header("Location")).endsWith(created.<String>path("cdsClient.id"));
    }

    @Test
    void registeringAClientWithItsPublicKeysKeepsThemAndShowsThem() throws JOSEException {
        ECKey ec = ecKey("ec-1");
        RSAKey rsa = new RSAKeyGenerator(2048).keyID("rsa-1").generate();

        Response created = registerWithKeys(tenant, CdsEchoForTestsController.uniqueIssuer(), jwks(ec.toPublicJWK(), rsa.toPublicJWK()));

        created.then().statusCode(201)
                .body("cdsClient.jwksUrl", nullValue())
                .body("cdsClient.jwks.keys.kid", equalTo(List.of("ec-1", "rsa-1")))
                .body("cdsClient.jwks.keys[0].x", equalTo(ec.getX().toString()))
                .body("cdsClient.jwks.keys[0].d", nullValue());
    }

    @Test
    void clientsAreListedReadAndDeleted() {
        String first = registerWithUrl(tenant, CdsEchoForTestsController.uniqueIssuer()).path("cdsClient.id");
        String second = registerWithUrl(tenant, CdsEchoForTestsController.uniqueIssuer()).path("cdsClient.id");

        api.as(tenant).get("/v1/cds-clients").then().statusCode(200).body("cdsClients.id", equalTo(List.of(first, second)));
        api.as(tenant).get("/v1/cds-clients/" + first).then().statusCode(200).body("cdsClient.id", equalTo(first));

        api.as(tenant).delete("/v1/cds-clients/" + first).then().statusCode(204);

        api.as(tenant).get("/v1/cds-clients/" + first).then().statusCode(404)
                .body("message", equalTo("CDS client " + first + " not found"));
        api.as(tenant).get("/v1/cds-clients").then().statusCode(200).body("cdsClients.id", equalTo(List.of(second)));
    }

    @Test
    void anIssuerCanBeRegisteredOnceInATenant() {
        String issuer = CdsEchoForTestsController.uniqueIssuer();
        registerWithUrl(tenant, issuer).then().statusCode(201);

        registerWithUrl(tenant, issuer).then().statusCode(409)
                .body("message", equalTo("issuer " + issuer + " is already registered for a CDS client;"
                        + " an issuer can belong to one CDS client only"));
    }

    @Test
    void anIssuerCanBeRegisteredOnceAcrossTenants() {
        String issuer = CdsEchoForTestsController.uniqueIssuer();
        registerWithUrl(tenant, issuer).then().statusCode(201);
        TestTenant other = api.registerTenant();

        registerWithUrl(other, issuer).then().statusCode(409).body("message", containsString("already registered"));
        api.as(other).get("/v1/cds-clients").then().statusCode(200).body("cdsClients", equalTo(List.of()));
    }

    @Test
    void anIssuerIsFreeAgainOnceItsClientIsDeleted() {
        String issuer = CdsEchoForTestsController.uniqueIssuer();
        String id = registerWithUrl(tenant, issuer).path("cdsClient.id");
        api.as(tenant).delete("/v1/cds-clients/" + id).then().statusCode(204);

        registerWithUrl(api.registerTenant(), issuer).then().statusCode(201);
    }

    @Test
    void anotherTenantCannotReadOrDeleteAClient() {
        String id = registerWithUrl(tenant, CdsEchoForTestsController.uniqueIssuer()).path("cdsClient.id");
        TestTenant other = api.registerTenant();

        api.as(other).get("/v1/cds-clients/" + id).then().statusCode(404)
                .body("message", equalTo("CDS client " + id + " not found"));
        api.as(other).delete("/v1/cds-clients/" + id).then().statusCode(404)
                .body("message", equalTo("CDS client " + id + " not found"));
        api.as(other).get("/v1/cds-clients").then().statusCode(200).body("cdsClients.id", not(hasItem(id)));
        api.as(tenant).get("/v1/cds-clients/" + id).then().statusCode(200);
    }

    @Test
    void theRegistryNeedsAnApiKey() {
        api.anonymous().get("/v1/cds-clients").then().statusCode(401);
        api.anonymous().contentType(ContentType.JSON).body("{}").post("/v1/cds-clients").then().statusCode(401);
    }

    @Test
    void aClientNeedsANameAnIssuerAndOneSourceOfKeys() throws JOSEException {
        String issuer = CdsEchoForTestsController.uniqueIssuer();
        refused(post(tenant, "{\"issuer\": \"" + issuer + "\", \"jwksUrl\": \"" + JWKS_URL + "\"}"), "name is required");
        refused(post(tenant, "{\"name\": \"Ward EHR\", \"jwksUrl\": \"" + JWKS_URL + "\"}"), "issuer is required");
        refused(post(tenant, "{\"name\": \"Ward EHR\", \"issuer\": \"https://ehr example.org\", \"jwksUrl\": \"" + JWKS_URL + "\"}"),
                "issuer must not contain spaces");
        refused(post(tenant, "{\"name\": \"Ward EHR\", \"issuer\": \"" + issuer + "\"}"), "jwksUrl or jwks is required");
        refused(post(tenant, "{\"name\": \"Ward EHR\", \"issuer\": \"" + issuer + "\", \"jwksUrl\": \"" + JWKS_URL + "\", \"jwks\": "
                + jwks(ecKey("k").toPublicJWK()) + "}"), "jwks must not be sent with jwksUrl");
        api.as(tenant).get("/v1/cds-clients").then().body("cdsClients", equalTo(List.of()));
    }

    @Test
    void aJwksUrlMustBeAnAbsoluteHttpUrlWithoutCredentials() {
        String issuer = CdsEchoForTestsController.uniqueIssuer();
        for (String url : List.of("jwks.json", "ftp://ehr.example.org/jwks.json", "https://user:secret@ehr.example.org/jwks.json",
                "https://ehr.example.org/jwks.json#keys", "http://0x7f000001/jwks.json")) {
            Response response = post(tenant, "{\"name\": \"Ward EHR\", \"issuer\": \"" + issuer + "\", \"jwksUrl\": \"" + url + "\"}");
            refused(response, "jwksUrl must");
        }
    }

    @Test
    void privateKeysAreRefusedNamingTheKey() throws JOSEException {
        ECKey withPrivatePart = ecKey("leaked");

        refused(registerWithKeys(tenant, CdsEchoForTestsController.uniqueIssuer(), jwks(ecKey("fine").toPublicJWK(), withPrivatePart)),
                "jwks.keys[1] must be a public key");
    }

    @Test
    void symmetricKeysAreRefused() throws JOSEException {
        refused(registerWithKeys(tenant, CdsEchoForTestsController.uniqueIssuer(),
                jwks(new OctetSequenceKeyGenerator(256).keyID("shared").generate())), "jwks.keys[0].kty must be EC (P-384, ES384) or RSA");
    }

    @Test
    void keysWithoutKidOrOfTheWrongCurveOrSizeAreRefused() throws JOSEException {
        refused(registerWithKeys(tenant, CdsEchoForTestsController.uniqueIssuer(),
                jwks(new ECKeyGenerator(Curve.P_384).generate().toPublicJWK())), "jwks.keys[0].kid is required");
        refused(registerWithKeys(tenant, CdsEchoForTestsController.uniqueIssuer(),
                jwks(new ECKeyGenerator(Curve.P_256).keyID("p256").generate().toPublicJWK())), "jwks.keys[0].crv must be P-384");
        refused(registerWithKeys(tenant, CdsEchoForTestsController.uniqueIssuer(),
                jwks(new RSAKeyGenerator(1024, true).keyID("weak").generate().toPublicJWK())),
                "jwks.keys[0] must be an RSA key of at least 2048 bits");
        refused(registerWithKeys(tenant, CdsEchoForTestsController.uniqueIssuer(),
                jwks(ecKey("same").toPublicJWK(), ecKey("same").toPublicJWK())), "jwks.keys[1].kid must be unique");
    }

    @Test
    void jwksMustBeAJwkSet() {
        refused(registerWithKeys(tenant, CdsEchoForTestsController.uniqueIssuer(), "{\"kty\": \"EC\"}"),
                "jwks.keys is required (a JSON Web Key Set, RFC 7517, holds its keys in \"keys\"); this is one key");
        refused(registerWithKeys(tenant, CdsEchoForTestsController.uniqueIssuer(), "{\"keys\": {}}"), "jwks.keys must be an array");
        refused(registerWithKeys(tenant, CdsEchoForTestsController.uniqueIssuer(), "{\"keys\": []}"),
                "jwks must hold at least one key");
    }

    @Test
    void aKeyThatDoesNotParseIsNamedByItsPlaceInTheSet() throws JOSEException {
        Map<String, Object> broken = new LinkedHashMap<>(ecKey("broken").toPublicJWK().toJSONObject());
        broken.remove("x");
        String set = "{\"keys\": [" + ecKey("fine").toPublicJWK().toJSONString() + ", " + JSONObjectUtils.toJSONString(broken) + "]}";

        refused(registerWithKeys(tenant, CdsEchoForTestsController.uniqueIssuer(), set),
                "jwks.keys[1] is not a valid JSON Web Key (RFC 7517)");
        refused(registerWithKeys(tenant, CdsEchoForTestsController.uniqueIssuer(), "{\"keys\": [\"ec-1\"]}"),
                "jwks.keys[0] must be a JSON Web Key (a JSON object)");
    }

    @Test
    void aKeyOfATypeNimbusDoesNotKnowIsRefusedNotDropped() throws JOSEException {
        String set = "{\"keys\": [" + ecKey("fine").toPublicJWK().toJSONString() + ", {\"kty\": \"PQC\", \"kid\": \"next\"}]}";

        refused(registerWithKeys(tenant, CdsEchoForTestsController.uniqueIssuer(), set),
                "jwks.keys[1].kty must be EC (P-384, ES384) or RSA");
    }

    @Test
    void theStoredKeysAreExactlyThePublicOnes() throws Exception {
        ECKey key = ecKey("ec-1");
        Response created = registerWithKeys(tenant, CdsEchoForTestsController.uniqueIssuer(), jwks(key.toPublicJWK()));
        Map<String, Object> shown = created.path("cdsClient.jwks");

        assertThat(JWKSet.parse(shown).getKeyByKeyId("ec-1").toJSONObject()).isEqualTo(key.toPublicJWK().toJSONObject());
    }
}
