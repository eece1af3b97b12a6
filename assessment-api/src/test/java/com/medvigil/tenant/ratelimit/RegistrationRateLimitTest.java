package com.medvigil.tenant.ratelimit;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.notNullValue;

import java.util.concurrent.ThreadLocalRandom;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

import com.medvigil.testing.Api;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

/** Registration is limited per client address, as a trusted proxy reports it in X-Forwarded-For. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "medvigil.rate-limit.registrations-per-minute=3")
@ActiveProfiles("test")
class RegistrationRateLimitTest {

    @LocalServerPort
    int port;

    @Test
    void theFourthRegistrationFromOneAddressInAMinuteIs429() {
        Api api = new Api(port);
        String client = randomDocumentationAddress();

        for (int i = 0; i < 3; i++) {
            register(api, client).then().statusCode(201).header("RateLimit-Limit", "3");
        }

        register(api, client).then().statusCode(429)
                .header("Retry-After", notNullValue())
                .body("message", containsString("3 requests per minute"));
        register(api, randomDocumentationAddress()).then().statusCode(201);
    }

    private static Response register(Api api, String clientAddress) {
        return api.anonymous().header("X-Forwarded-For", clientAddress).contentType(ContentType.JSON)
                .body("{\"name\": \"Limited clinic\", \"code\": \"" + Api.uniqueCode("r") + "\"}")
                .post("/v1/tenants/register");
    }

    /** An IPv6 address of the documentation range, new for each run: bucket rows outlive a run. */
    private static String randomDocumentationAddress() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return "2001:db8:" + Integer.toHexString(random.nextInt(0x10000)) + ":" + Integer.toHexString(random.nextInt(0x10000))
                + "::" + Integer.toHexString(random.nextInt(1, 0x10000));
    }
}
