package com.medvigil.dashboard.signin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import jakarta.mail.internet.MimeMessage;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

import com.medvigil.dashboard.AdministeredTenant;
import com.medvigil.dashboard.DashboardClient;
import com.medvigil.dashboard.DashboardMailQueue;
import com.medvigil.dashboard.DashboardTest;
import com.medvigil.dashboard.MailServer;
import com.medvigil.testing.Api;

import io.restassured.response.Response;

/** Signing in with an e-mail link: who gets one, what it looks like, and that it works once, in time. */
@DashboardTest
@ExtendWith(OutputCaptureExtension.class)
class MagicLinkSignInTest {

    @LocalServerPort
    int port;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    DashboardMailQueue mailQueue;

    Api api;
    AdministeredTenant clinic;

    @BeforeEach
    void registerClinic() {
        api = new Api(port);
        clinic = AdministeredTenant.register(api);
    }

    @Test
    void anAdministratorGetsALinkByMailThatSignsInOnce() {
        DashboardClient browser = new DashboardClient(port);
        browser.requestLink(clinic.adminEmail()).then().statusCode(303).header("Location", "/dashboard/sign-in/sent");
        String link = MailServer.awaitLink(clinic.adminEmail(), 1);

        browser.open(link).then().statusCode(200);
        browser.choose(link, clinic.tenantId()).then().statusCode(303).header("Location", "/dashboard/assessments");
        browser.get("/dashboard/settings").then().statusCode(200);

        DashboardClient second = new DashboardClient(port);
        second.open(link).then().statusCode(410);
        second.get("/dashboard/sign-in").then().statusCode(200);
        second.choose(link, clinic.tenantId()).then().statusCode(410);
        second.get("/dashboard/settings").then().statusCode(302).header("Location", "/dashboard/sign-in");
    }

    @Test
    void theMailComesFromTheConfiguredSenderAndTheLinkFromThisService() throws Exception {
        new DashboardClient(port).requestLink(clinic.adminEmail());
        String link = MailServer.awaitLink(clinic.adminEmail(), 1);
        MimeMessage mail = MailServer.mailsTo(clinic.adminEmail()).get(0);

        assertThat(mail.getFrom()[0].toString()).contains(MailServer.SENDER);
        assertThat(mail.getSubject()).isEqualTo("Your MedVigil sign-in link");
        assertThat(MailServer.text(mail)).contains("within 15 minutes").contains("works once");
        assertThat(link).startsWith("http://localhost:" + port + "/dashboard/sign-in/link?token=");
    }

    @Test
    void behindATrustedProxyTheLinkNamesTheAddressPeopleUsed() {
        DashboardClient browser = new DashboardClient(port)
                .withHeader("X-Forwarded-Proto", "https").withHeader("X-Forwarded-Host", "medvigil.example.org");

        browser.requestLink(clinic.adminEmail()).then().statusCode(303);

        assertThat(MailServer.awaitLink(clinic.adminEmail(), 1)).startsWith("https://medvigil.example.org/dashboard/sign-in/link?token=");
    }

    @Test
    void aLinkIsStoredOnlyAsAHashAndExpiresAfterFifteenMinutes() {
        new DashboardClient(port).requestLink(clinic.adminEmail());
        String token = DashboardClient.tokenOf(MailServer.awaitLink(clinic.adminEmail(), 1));

        String hash = sha256(token);
        assertThat(jdbc.queryForObject("select email from dashboard_sign_in_link where token_hash = ?", String.class, hash))
                .isEqualTo(clinic.adminEmail());
        assertThat(jdbc.queryForObject("select count(*) from dashboard_sign_in_link where token_hash = ?", Integer.class, token))
                .isZero();
        OffsetDateTime created = jdbc.queryForObject("select created_at from dashboard_sign_in_link where token_hash = ?",
                OffsetDateTime.class, hash);
        OffsetDateTime expires = jdbc.queryForObject("select expires_at from dashboard_sign_in_link where token_hash = ?",
                OffsetDateTime.class, hash);
        assertThat(Duration.between(created, expires)).isEqualTo(Duration.ofMinutes(15));
    }

    @Test
    void anExpiredLinkIsRefused() {
        DashboardClient browser = new DashboardClient(port);
        browser.requestLink(clinic.adminEmail());
        String link = MailServer.awaitLink(clinic.adminEmail(), 1);
        browser.open(link).then().statusCode(200);

        // The link's fifteen minutes run out while the page is open.
        jdbc.update("update dashboard_sign_in_link set expires_at = ? where token_hash = ?",
                OffsetDateTime.now(ZoneOffset.UTC).minusSeconds(1), sha256(DashboardClient.tokenOf(link)));

        Response refused = browser.choose(link, clinic.tenantId());
        refused.then().statusCode(410);
        assertThat(refused.asString()).contains("This sign-in link cannot be used");
        new DashboardClient(port).open(link).then().statusCode(410);
        browser.get("/dashboard/settings").then().statusCode(302);
    }

    @Test
    void openingALinkDoesNotUseIt() {
        DashboardClient browser = new DashboardClient(port);
        browser.requestLink(clinic.adminEmail());
        String link = MailServer.awaitLink(clinic.adminEmail(), 1);

        // A mail scanner fetches every link it sees.
        new DashboardClient(port).open(link).then().statusCode(200);
        new DashboardClient(port).open(link).then().statusCode(200);

        browser.open(link).then().statusCode(200);
        browser.choose(link, clinic.tenantId()).then().statusCode(303);
    }

    @Test
    void anUnknownAddressGetsTheSameAnswerAndNoMail() {
        String stranger = AdministeredTenant.uniqueEmail();
        DashboardClient browser = new DashboardClient(port);

        Response unknown = browser.requestLink(stranger);
        Response known = browser.requestLink(clinic.adminEmail());

        assertThat(unknown.statusCode()).isEqualTo(known.statusCode()).isEqualTo(303);
        assertThat(unknown.header("Location")).isEqualTo(known.header("Location"));
        MailServer.awaitLink(clinic.adminEmail(), 1);
        await().atMost(Duration.ofSeconds(10)).until(() -> mailQueue.pending() == 0);
        assertThat(MailServer.mailsTo(stranger)).isEmpty();
        assertThat(jdbc.queryForObject("select count(*) from dashboard_sign_in_link where email = ?", Integer.class, stranger))
                .isZero();
    }

    @Test
    void aMalformedAddressIsAskedForAgain() {
        DashboardClient browser = new DashboardClient(port);
        browser.get("/dashboard/sign-in");

        Response refused = browser.post("/dashboard/sign-in", Map.of("email", "not an address"));

        refused.then().statusCode(400);
        assertThat(refused.asString()).contains("Enter your e-mail address").contains("aria-invalid=\"true\"");
    }

    @Test
    void withSmtpConfiguredTheLinkIsNeverLogged(CapturedOutput output) {
        DashboardClient browser = new DashboardClient(port);
        browser.signIn(clinic);
        String token = DashboardClient.tokenOf(MailServer.awaitLink(clinic.adminEmail(), 1));

        LoggerFactory.getLogger(MagicLinkSignInTest.class).info("log capture is on");

        assertThat(output.getAll()).contains("log capture is on").doesNotContain(token).doesNotContain(clinic.adminEmail());
    }

    @Test
    void theSessionGetsANewIdAtSignIn() {
        DashboardClient browser = new DashboardClient(port);
        browser.requestLink(clinic.adminEmail());
        String before = browser.session();
        String link = MailServer.awaitLink(clinic.adminEmail(), 1);
        browser.open(link);
        browser.choose(link, clinic.tenantId()).then().statusCode(303);

        assertThat(before).isNotNull();
        assertThat(browser.session()).isNotNull().isNotEqualTo(before);
        DashboardClient planted = new DashboardClient(port);
        planted.useSession(before);
        planted.get("/dashboard/settings").then().statusCode(302);
    }

    @Test
    void anAddressAdministeringTwoTenantsChoosesOneAndMaySwitch() {
        AdministeredTenant other = AdministeredTenant.register(api, clinic.adminEmail());
        DashboardClient browser = new DashboardClient(port);
        browser.requestLink(clinic.adminEmail());
        String link = MailServer.awaitLink(clinic.adminEmail(), 1);

        Response choice = browser.open(link);
        assertThat(DashboardClient.tenantChoices(choice)).containsExactlyInAnyOrder(clinic.tenantId(), other.tenantId());
        assertThat(choice.asString()).contains(clinic.name()).contains(other.name());

        browser.choose(link, other.tenantId()).then().statusCode(303);
        assertThat(browser.get("/dashboard/settings").asString()).contains(other.tenant().code());

        browser.get("/dashboard/organisations");
        browser.post("/dashboard/organisations", Map.of("tenant", clinic.tenantId().toString())).then().statusCode(303);
        assertThat(browser.get("/dashboard/settings").asString()).contains(clinic.tenant().code());
    }

    @Test
    void aTenantTheAddressDoesNotAdministerCannotBeChosen() {
        AdministeredTenant stranger = AdministeredTenant.register(api);
        DashboardClient browser = new DashboardClient(port);
        browser.requestLink(clinic.adminEmail());
        String link = MailServer.awaitLink(clinic.adminEmail(), 1);
        browser.open(link);

        browser.choose(link, stranger.tenantId()).then().statusCode(410);
        browser.get("/dashboard/settings").then().statusCode(302);
        browser.get("/dashboard/organisations").then().statusCode(302);

        browser.open(link);
        browser.choose(link, clinic.tenantId()).then().statusCode(303);
        browser.get("/dashboard/organisations");
        browser.post("/dashboard/organisations", Map.of("tenant", stranger.tenantId().toString())).then().statusCode(404);
    }

    @Test
    void ofTwoRequestsUsingOneLinkAtOnceExactlyOneSignsIn() throws Exception {
        new DashboardClient(port).requestLink(clinic.adminEmail());
        String link = MailServer.awaitLink(clinic.adminEmail(), 1);
        List<DashboardClient> browsers = List.of(new DashboardClient(port), new DashboardClient(port), new DashboardClient(port));
        browsers.forEach(browser -> browser.open(link).then().statusCode(200));

        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(browsers.size());
        try {
            List<Future<Integer>> outcomes = new ArrayList<>();
            for (DashboardClient browser : browsers) {
                Callable<Integer> redeem = () -> {
                    start.await();
                    return browser.choose(link, clinic.tenantId()).statusCode();
                };
                outcomes.add(pool.submit(redeem));
            }
            start.countDown();
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> outcome : outcomes) {
                statuses.add(outcome.get());
            }
            assertThat(statuses).containsExactlyInAnyOrder(303, 410, 410);
        } finally {
            pool.shutdownNow();
        }
    }

    static String sha256(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.US_ASCII)));
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }

}
