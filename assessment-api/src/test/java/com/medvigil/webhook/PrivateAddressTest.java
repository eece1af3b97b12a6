package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.webhook.Webhook;
import com.medvigil.model.webhook.WebhookEventType;
import com.medvigil.model.webhook.Webhooks;
import com.medvigil.testing.Api;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

/**
 * The default setting: webhooks may not point at loopback, private, link-local or metadata
 * addresses, neither when saved nor when a delivery connects; nor may a CDS Hooks call's
 * fhirServer, which would receive the EHR's token. Runs an instance of its own with
 * {@code allow-private-addresses=false} on a database of its own.
 */
class PrivateAddressTest {

    static IsolatedDatabase database;
    static ConfigurableApplicationContext strict;

    Api api;
    TestTenant tenant;

    @BeforeAll
    static void startWithTheDefaultSetting() {
        database = IsolatedDatabase.create("strict");
        strict = database.start("--medvigil.webhooks.allow-private-addresses=false");
    }

    @AfterAll
    static void stop() {
        database.close();
    }

    @BeforeEach
    void registerTenant() {
        api = IsolatedDatabase.apiOf(strict);
        tenant = api.registerTenant();
    }

    private Response create(String url) {
        return api.as(tenant).contentType(ContentType.JSON)
                .body("{\"name\": \"n\", \"url\": \"" + url + "\", \"events\": [\"assessment.completed\"]}")
                .post("/v1/webhooks");
    }

    @Test
    void aCdsHooksCallMayNotHaveItsDataFetchedFromANonPublicFhirServer() {
        String call = """
                {"hook": "patient-view", "hookInstance": "%s",
                 "context": {"userId": "Practitioner/example", "patientId": "p1"},
                 "fhirServer": "http://127.0.0.1:9/fhir",
                 "fhirAuthorization": {"access_token": "ehr-token", "token_type": "Bearer"}}
                """.formatted(UUID.randomUUID());

        api.as(tenant).contentType(ContentType.JSON).body(call).post("/v1/cds-services/patient-view")
                .then().statusCode(400)
                .body("message", equalTo("fhirServer must point at a public address: 127.0.0.1 is a loopback address"));
    }

    @Test
    void urlsPointingAtNonPublicAddressesAreRefusedWhenSaved() {
        Map<String, String> refusals = Map.ofEntries(
                Map.entry("http://127.0.0.1:8080/in", "127.0.0.1 is a loopback address"),
                Map.entry("http://localhost:8080/in", "localhost is a local name"),
                Map.entry("http://api.localhost/in", "api.localhost is a local name"),
                Map.entry("http://metadata.google.internal/computeMetadata/v1/", "metadata.google.internal is a local name"),
                Map.entry("http://10.0.0.7/in", "10.0.0.7 is a private address"),
                Map.entry("http://172.20.1.1/in", "172.20.1.1 is a private address"),
                Map.entry("https://192.168.1.20/in", "192.168.1.20 is a private address"),
                Map.entry("http://169.254.169.254/latest/meta-data/", "169.254.169.254 is a cloud metadata address"),
                Map.entry("http://169.254.10.1/in", "169.254.10.1 is a link-local address"),
                Map.entry("http://100.100.100.200/latest/meta-data/", "100.100.100.200 is a shared (carrier-grade NAT) address"),
                Map.entry("http://0.0.0.0:8080/in", "0.0.0.0 is an unspecified address"),
                Map.entry("http://[::1]:8080/in", "0:0:0:0:0:0:0:1 is a loopback address"),
                Map.entry("http://[fe80::1]/in", "fe80:0:0:0:0:0:0:1 is a link-local address"),
                Map.entry("http://[fd00:ec2::254]/latest/meta-data/", "fd00:ec2:0:0:0:0:0:254 is a unique local (private) address"),
                Map.entry("http://[::ffff:10.0.0.7]/in", "10.0.0.7 is a private address"),
                Map.entry("http://[64:ff9b::a9fe:a9fe]/in",
                        "64:ff9b:0:0:0:0:a9fe:a9fe is a NAT64 address carrying 169.254.169.254, a cloud metadata address"));
        refusals.forEach((url, reason) -> create(url).then().statusCode(400)
                .body("message", equalTo("url must point at a public address: " + reason)));
    }

    /**
     * Browsers, curl and the C library read all of these as 127.0.0.1 (or 0.0.0.0); the JDK reads
     * some the same, some otherwise (0177.0.0.1 as 177.0.0.1) and some not at all, and a public
     * address written so (1572395042 is 93.184.215.14) is refused as well: only dotted decimal
     * means the same to every program.
     */
    @Test
    void ipv4AddressesWrittenOtherwiseThanInDottedDecimalAreRefused() {
        for (String host : List.of("0177.0.0.1", "0x7f000001", "0X7F.0.0.1", "017700000001", "2130706433", "127.1",
                "127.0.1", "0x7f.1", "0", "127.000.000.001", "10.0.0.7.", "1.2.3.4.5", "ehr.0x10", "1572395042")) {
            create("http://" + host + "/in").then().statusCode(400).body("message", equalTo(
                    "url must write an IPv4 address as four decimal numbers from 0 to 255 without leading zeros, not "
                            + host.toLowerCase(Locale.ROOT)));
        }
    }

    @Test
    void namesThatResolveToNonPublicAddressesAreRefused() {
        Map<String, String> refusals = Map.of(
                "http://loopback.test/in", "127.0.0.1 is a loopback address",
                "http://intranet.test:8080/in", "10.1.2.3 is a private address",
                "http://metadata.test/latest/meta-data/", "169.254.169.254 is a cloud metadata address",
                "https://partly-private.test/in", "192.168.7.7 is a private address",
                "http://LOCALHOST./in", "localhost. is a local name");
        refusals.forEach((url, reason) -> create(url).then().statusCode(400)
                .body("message", equalTo("url must point at a public address: " + reason)));
    }

    @Test
    void aNameThatDoesNotResolveWhenSavedIsRefused() {
        create("https://nowhere.test/hooks").then().statusCode(400)
                .body("message", equalTo("url must name a host that resolves: nowhere.test does not"));
    }

    @Test
    void publicAddressesAreAccepted() {
        create("https://93.184.215.14/hooks").then().statusCode(201);
        create("https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/hooks").then().statusCode(201);
        create("https://ehr.test/hooks").then().statusCode(201);
    }

    @Test
    void changingTheUrlAndTheLegacyConfigurationAreCheckedToo() {
        String id = create("https://ehr.test/hooks").path("webhook.id");

        api.as(tenant).contentType(ContentType.JSON).body("{\"url\": \"http://192.168.0.1/in\"}")
                .patch("/v1/webhooks/" + id).then().statusCode(400)
                .body("message", equalTo("url must point at a public address: 192.168.0.1 is a private address"));
        api.as(tenant).contentType(ContentType.JSON)
                .body("{\"webhookUrl\": \"http://127.0.0.1:9000/in\", \"webhookSecret\": \"s3cret-of-the-ehr\"}")
                .put("/v1/tenants/webhook").then().statusCode(400)
                .body("message", equalTo("webhookUrl must point at a public address: 127.0.0.1 is a loopback address"));
    }

    @Test
    void changingTheUrlAndTheLegacyConfigurationRefuseOtherSpellingsAndResolvedNamesToo() {
        String id = create("https://ehr.test/hooks").path("webhook.id");

        api.as(tenant).contentType(ContentType.JSON).body("{\"url\": \"http://0x7f000001/in\"}")
                .patch("/v1/webhooks/" + id).then().statusCode(400)
                .body("message", equalTo("url must write an IPv4 address as four decimal numbers from 0 to 255"
                        + " without leading zeros, not 0x7f000001"));
        api.as(tenant).contentType(ContentType.JSON).body("{\"url\": \"http://intranet.test/in\"}")
                .patch("/v1/webhooks/" + id).then().statusCode(400)
                .body("message", equalTo("url must point at a public address: 10.1.2.3 is a private address"));
        api.as(tenant).contentType(ContentType.JSON)
                .body("{\"webhookUrl\": \"http://0177.0.0.1:9000/in\", \"webhookSecret\": \"s3cret-of-the-ehr\"}")
                .put("/v1/tenants/webhook").then().statusCode(400)
                .body("message", equalTo("webhookUrl must write an IPv4 address as four decimal numbers from 0 to 255"
                        + " without leading zeros, not 0177.0.0.1"));
        api.as(tenant).contentType(ContentType.JSON)
                .body("{\"webhookUrl\": \"http://loopback.test:9000/in\", \"webhookSecret\": \"s3cret-of-the-ehr\"}")
                .put("/v1/tenants/webhook").then().statusCode(400)
                .body("message", equalTo("webhookUrl must point at a public address: 127.0.0.1 is a loopback address"));
    }

    @Test
    void aDeliveryIsRefusedAtConnectionTimeWhenTheAddressIsNotPublic() throws Exception {
        try (Receiver receiver = new Receiver()) {
            UUID webhookId = storedWithoutTheSaveTimeCheck(receiver.url());

            new OutcomePublisher(strict).completed(tenant.tenantId());

            await().atMost(Duration.ofSeconds(10)).until(() ->
                    api.as(tenant).get("/v1/webhooks/" + webhookId + "/deliveries").path("deliveries[0].attempts[0]") != null);
            api.as(tenant).get("/v1/webhooks/" + webhookId + "/deliveries").then()
                    .body("deliveries[0].attempts[0].statusCode", equalTo(null))
                    .body("deliveries[0].attempts[0].error", equalTo("Refused to connect: 127.0.0.1 is a loopback address"));
            assertThat(receiver.requestCount()).isZero();
            api.as(tenant).delete("/v1/webhooks/" + webhookId).then().statusCode(204);
        }
    }

    /**
     * A webhook as one saved while private addresses were allowed (or whose name resolved to a
     * public address then): stored directly, since the API would refuse it now.
     */
    private UUID storedWithoutTheSaveTimeCheck(String url) {
        UUID id = UUID.randomUUID();
        SecretCipher cipher = strict.getBean(SecretCipher.class);
        Webhooks webhooks = strict.getBean(Webhooks.class);
        TransactionTemplate transaction = new TransactionTemplate(strict.getBean(PlatformTransactionManager.class));
        strict.getBean(TenantContext.class).runAs(tenant.tenantId(), () -> transaction.executeWithoutResult(status ->
                webhooks.save(Webhook.subscription(id, "stored earlier", url,
                        java.util.EnumSet.of(WebhookEventType.ASSESSMENT_COMPLETED),
                        cipher.encrypt("whsec_stored", id), Instant.now()))));
        return id;
    }
}
