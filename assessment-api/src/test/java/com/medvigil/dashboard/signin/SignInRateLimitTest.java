package com.medvigil.dashboard.signin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.greaterThan;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.dashboard.AdministeredTenant;
import com.medvigil.dashboard.DashboardClient;
import com.medvigil.dashboard.DashboardMailQueue;
import com.medvigil.dashboard.DashboardTest;
import com.medvigil.dashboard.MailServer;
import com.medvigil.testing.Api;

import io.restassured.response.Response;

/**
 * Sign-in requests are limited per client address (10 a minute) and per e-mail address (5 an
 * hour), in the shared buckets, whether or not the address belongs to an administrator.
 */
@DashboardTest
class SignInRateLimitTest {

    @LocalServerPort
    int port;
    @Autowired
    DashboardMailQueue mailQueue;

    @Test
    void theEleventhRequestFromOneClientAddressInAMinuteIsRefused() {
        DashboardClient browser = new DashboardClient(port);
        for (int i = 0; i < 10; i++) {
            browser.requestLink(AdministeredTenant.uniqueEmail()).then().statusCode(303);
        }

        Response refused = browser.requestLink(AdministeredTenant.uniqueEmail());

        refused.then().statusCode(429).header("Retry-After", Integer::parseInt, greaterThan(0));
        assertThat(refused.asString()).contains("Too many sign-in requests");
        new DashboardClient(port).requestLink(AdministeredTenant.uniqueEmail()).then().statusCode(303);
    }

    @Test
    void theSixthRequestForOneAddressInAnHourIsRefusedAndSendsNoMail() {
        AdministeredTenant clinic = AdministeredTenant.register(new Api(port));
        for (int i = 0; i < 5; i++) {
            new DashboardClient(port).requestLink(clinic.adminEmail()).then().statusCode(303);
        }

        Response refused = new DashboardClient(port).requestLink(clinic.adminEmail());

        refused.then().statusCode(429).header("Retry-After", Integer::parseInt, greaterThan(60));
        assertThat(refused.asString()).contains("Too many sign-in requests");
        MailServer.awaitLink(clinic.adminEmail(), 5);
        await().atMost(Duration.ofSeconds(10)).until(() -> mailQueue.pending() == 0);
        assertThat(MailServer.mailsTo(clinic.adminEmail())).hasSize(5);
    }

    @Test
    void anUnknownAddressIsLimitedTheSameWay() {
        String stranger = AdministeredTenant.uniqueEmail();
        for (int i = 0; i < 5; i++) {
            new DashboardClient(port).requestLink(stranger).then().statusCode(303);
        }

        new DashboardClient(port).requestLink(stranger).then().statusCode(429);
    }
}
