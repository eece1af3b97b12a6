package com.medvigil.tenant.ratelimit;

import static com.medvigil.tenant.ratelimit.RegistrationRateLimitTest.randomDocumentationAddress;
import static com.medvigil.tenant.ratelimit.RegistrationRateLimitTest.register;

import java.net.InetAddress;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

import com.medvigil.testing.Api;
import com.medvigil.testing.Loopback;

/**
 * With the default setting no address is a trusted proxy, loopback and private ranges included:
 * the client address is the connection's own, whatever X-Forwarded-For says, so a pod in the
 * cluster cannot pick a fresh one for each registration.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "medvigil.rate-limit.registrations-per-minute=3")
@ActiveProfiles("test")
class DirectClientAddressTest {

    @LocalServerPort
    int port;

    @Test
    void byDefaultXForwardedForGivesNoFreshPerAddressBudget() {
        Api api = new Api(port);
        InetAddress client = Loopback.otherAddress();

        for (int i = 0; i < 3; i++) {
            register(api.anonymousFrom(client), randomDocumentationAddress()).then().statusCode(201);
        }

        register(api.anonymousFrom(client), randomDocumentationAddress()).then().statusCode(429);
    }
}
