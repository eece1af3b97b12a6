package com.medvigil.dashboard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;

import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.Loopback;

/**
 * Two instances on one database of their own stand for two replicas behind a load balancer
 * without sticky sessions. Neither has an SMTP server, as on a developer's machine, so sign-in
 * links go to the log, built on the configured public address.
 */
@ExtendWith(OutputCaptureExtension.class)
class SharedSessionTest {

    static final String PUBLIC_BASE_URL = "https://medvigil.example.org";
    static final Pattern LOGGED_LINK = Pattern.compile(
            "Dashboard sign-in link \\(logged because no SMTP server is configured\\): (\\S+/dashboard/sign-in/link\\?token=[A-Za-z0-9_-]{43})");

    static IsolatedDatabase database;
    static ConfigurableApplicationContext replicaA;
    static ConfigurableApplicationContext replicaB;

    @BeforeAll
    static void startTwoReplicas() {
        database = IsolatedDatabase.create("dashboard");
        replicaA = database.start("--medvigil.dashboard.public-base-url=" + PUBLIC_BASE_URL, "--" + Loopback.TRUSTED_AS_PROXY);
        replicaB = database.start("--medvigil.dashboard.public-base-url=" + PUBLIC_BASE_URL, "--" + Loopback.TRUSTED_AS_PROXY);
    }

    @AfterAll
    static void stopEverything() {
        database.close();
    }

    @Test
    void withoutSmtpTheLinkIsLoggedOnThePublicAddress(CapturedOutput output) {
        AdministeredTenant clinic = AdministeredTenant.register(IsolatedDatabase.apiOf(replicaA));

        String link = requestLoggedLink(output, browserOn(replicaA), clinic.adminEmail());

        assertThat(link).startsWith(PUBLIC_BASE_URL + "/dashboard/sign-in/link?token=");
    }

    @Test
    void aSessionStartedOnOneReplicaIsServedByTheOther(CapturedOutput output) {
        AdministeredTenant clinic = AdministeredTenant.register(IsolatedDatabase.apiOf(replicaA));
        DashboardClient onA = browserOn(replicaA);
        String link = requestLoggedLink(output, onA, clinic.adminEmail());
        onA.open(link).then().statusCode(200);
        onA.choose(link, clinic.tenantId()).then().statusCode(303);

        DashboardClient onB = browserOn(replicaB);
        onB.useSession(onA.session());
        onB.get("/dashboard/settings/api-keys").then().statusCode(200);
        onB.post("/dashboard/settings/api-keys", Map.of("name", "made on B")).then().statusCode(200);
        assertThat(onA.get("/dashboard/settings/api-keys").asString()).contains("made on B");

        onB.post("/dashboard/sign-out", Map.of()).then().statusCode(302);
        onA.get("/dashboard/settings").then().statusCode(302);
    }

    @Test
    void oneLinkUsedOnBothReplicasAtOnceSignsInOnce(CapturedOutput output) throws Exception {
        for (int round = 0; round < 3; round++) {
            AdministeredTenant clinic = AdministeredTenant.register(IsolatedDatabase.apiOf(replicaA));
            String link = requestLoggedLink(output, browserOn(replicaA), clinic.adminEmail());
            List<DashboardClient> browsers = List.of(browserOn(replicaA), browserOn(replicaB));
            browsers.forEach(browser -> browser.open(link).then().statusCode(200));

            CountDownLatch start = new CountDownLatch(1);
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                List<Future<Integer>> outcomes = new ArrayList<>();
                for (DashboardClient browser : browsers) {
                    outcomes.add(pool.submit(() -> {
                        start.await();
                        return browser.choose(link, clinic.tenantId()).statusCode();
                    }));
                }
                start.countDown();
                assertThat(List.of(outcomes.get(0).get(), outcomes.get(1).get())).containsExactlyInAnyOrder(303, 410);
            } finally {
                pool.shutdownNow();
            }
        }
    }

    private static DashboardClient browserOn(ConfigurableApplicationContext replica) {
        return new DashboardClient(IsolatedDatabase.apiOf(replica).port());
    }

    /** Asks for a link and reads it from the log: the newest link logged after asking. */
    private static String requestLoggedLink(CapturedOutput output, DashboardClient browser, String email) {
        int before = loggedLinks(output).size();
        browser.requestLink(email).then().statusCode(303);
        await().atMost(Duration.ofSeconds(10)).until(() -> loggedLinks(output).size() > before);
        List<String> links = loggedLinks(output);
        return links.get(links.size() - 1);
    }

    private static List<String> loggedLinks(CapturedOutput output) {
        List<String> links = new ArrayList<>();
        Matcher link = LOGGED_LINK.matcher(output.getOut());
        while (link.find()) {
            links.add(link.group(1));
        }
        return links;
    }
}
