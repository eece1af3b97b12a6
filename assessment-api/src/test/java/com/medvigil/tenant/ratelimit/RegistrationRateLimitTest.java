package com.medvigil.tenant.ratelimit;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.notNullValue;

import java.net.InetAddress;
import java.util.concurrent.ThreadLocalRandom;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

import com.medvigil.testing.Api;
import com.medvigil.testing.Loopback;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;

/**
 * Registration is limited per client address: behind a proxy configured as trusted (here the
 * test's own connections from 127.0.0.1), the address that proxy reports in X-Forwarded-For.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"medvigil.rate-limit.registrations-per-minute=3", Loopback.TRUSTED_AS_PROXY})
@ActiveProfiles("test")
class RegistrationRateLimitTest {

    @LocalServerPort
    int port;

    @Test
    void theFourthRegistrationFromOneAddressInAMinuteIs429() {
        Api api = new Api(port);
        String client = randomDocumentationAddress();

        for (int i = 0; i < 3; i++) {
            register(api.anonymous(), client).then().statusCode(201).header("RateLimit-Limit", "3");
        }

        register(api.anonymous(), client).then().statusCode(429)
                .header("Retry-After", notNullValue())
                .body("message", containsString("3 requests per minute"));
        register(api.anonymous(), randomDocumentationAddress()).then().statusCode(201);
    }

    @Test
    void fromAnAddressThatIsNotTheConfiguredProxyXForwardedForIsIgnored() {
        Api api = new Api(port);
        InetAddress besideTheProxy = Loopback.otherAddress();

        for (int i = 0; i < 3; i++) {
            register(api.anonymousFrom(besideTheProxy), randomDocumentationAddress()).then().statusCode(201);
        }

        register(api.anonymousFrom(besideTheProxy), randomDocumentationAddress()).then().statusCode(429);
    }

    static Response register(RequestSpecification request, String forwardedFor) {
        return request.header("X-Forwarded-For", forwardedFor).contentType(ContentType.JSON)
                .body("{\"name\": \"Limited clinic\", \"code\": \"" + Api.uniqueCode("r") + "\"}")
                .post("/v1/tenants/register");
    }

    /** An IPv6 address of the documentation range, new for each run: bucket rows outlive a run. */
    static String randomDocumentationAddress() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return "2001:db8:" + Integer.toHexString(random.nextInt(0x10000)) + ":" + Integer.toHexString(random.nextInt(0x10000))
                + "::" + Integer.toHexString(random.nextInt(1, 0x10000));
    }
}
