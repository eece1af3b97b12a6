package com.medvigil.cdshooks.feedback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TenantFootprint;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;

/** Every rule of a feedback body is a 400 naming the field, and a refused body changes nothing. */
@ApiTest
class FeedbackValidationTest {

    private static final String CARD = "{CARD}";
    private static final String WHEN = "\"outcomeTimestamp\": \"2026-01-05T10:15:00Z\"";
    private static final String SYSTEM = "\"system\": \"" + FeedbackJson.SYSTEM + "\"";

    @LocalServerPort
    int port;
    @Autowired
    ShownCardsFixture cards;
    @Autowired
    JdbcTemplate jdbc;
    Api api;
    TestTenant clinic;
    IssuedCard card;

    @BeforeEach
    void showACard() {
        api = new Api(port);
        clinic = api.registerTenant();
        card = ShownCardsFixture.card("warfarin-nsaid", "name:warfarin", "name:ibuprofen");
        cards.show(clinic, card);
    }

    static Stream<Arguments> refusedBodies() {
        String future = Instant.now().plus(1, ChronoUnit.HOURS).toString();
        return Stream.of(
                Arguments.of("{}", "feedback is required"),
                Arguments.of("{\"feedback\": []}", "feedback must hold 1 to 100 entries"),
                Arguments.of("{\"feedback\": [null]}", "feedback[0] is required"),
                Arguments.of(entry("\"outcome\": \"accepted\", \"acceptedSuggestions\": [{\"id\": \"s\"}], " + WHEN), "feedback[0].card is required"),
                Arguments.of("{\"feedback\": [{\"card\": \"card-1\", \"outcome\": \"overridden\", " + WHEN + "}]}",
                        "feedback[0].card must be the uuid of a card"),
                Arguments.of(entry("\"card\": \"" + CARD + "\", " + WHEN), "feedback[0].outcome is required"),
                Arguments.of(entry("\"card\": \"" + CARD + "\", \"outcome\": \"dismissed\", " + WHEN),
                        "feedback[0].outcome must be one of accepted, overridden"),
                Arguments.of(entry("\"card\": \"" + CARD + "\", \"outcome\": \"accepted\", " + WHEN),
                        "feedback[0].acceptedSuggestions is required when outcome is accepted"),
                Arguments.of(entry("\"card\": \"" + CARD + "\", \"outcome\": \"accepted\", \"acceptedSuggestions\": [], " + WHEN),
                        "feedback[0].acceptedSuggestions is required when outcome is accepted"),
                Arguments.of(entry("\"card\": \"" + CARD + "\", \"outcome\": \"accepted\", \"acceptedSuggestions\": [{}], " + WHEN),
                        "feedback[0].acceptedSuggestions[0].id is required"),
                Arguments.of(entry("\"card\": \"" + CARD + "\", \"outcome\": \"accepted\", \"acceptedSuggestions\": [{\"id\": \"s\"}],"
                        + " \"overrideReason\": {\"userComment\": \"no\"}, " + WHEN), "feedback[0].overrideReason is only allowed when outcome is overridden"),
                Arguments.of(entry("\"card\": \"" + CARD + "\", \"outcome\": \"overridden\", \"acceptedSuggestions\": [{\"id\": \"s\"}], " + WHEN),
                        "feedback[0].acceptedSuggestions is only allowed when outcome is accepted"),
                Arguments.of(entry("\"card\": \"" + CARD + "\", \"outcome\": \"overridden\", \"overrideReason\": {}, " + WHEN),
                        "feedback[0].overrideReason must give a reason, a userComment or both"),
                Arguments.of(entry("\"card\": \"" + CARD + "\", \"outcome\": \"overridden\", \"overrideReason\": {\"reason\":"
                        + " {\"code\": \"patient-refused\", " + SYSTEM + "}}, " + WHEN), "feedback[0].overrideReason.reason.code must be one of"),
                Arguments.of(entry("\"card\": \"" + CARD + "\", \"outcome\": \"overridden\", \"overrideReason\": {\"reason\":"
                        + " {\"code\": \"will-monitor\", \"system\": \"http://example.org/reasons\"}}, " + WHEN),
                        "feedback[0].overrideReason.reason.system must be " + FeedbackJson.SYSTEM),
                Arguments.of(entry("\"card\": \"" + CARD + "\", \"outcome\": \"overridden\", \"overrideReason\": {\"reason\":"
                        + " {\"code\": \"will-monitor\"}}, " + WHEN), "feedback[0].overrideReason.reason.system is required"),
                Arguments.of(entry("\"card\": \"" + CARD + "\", \"outcome\": \"overridden\""), "feedback[0].outcomeTimestamp is required"),
                Arguments.of(entry("\"card\": \"" + CARD + "\", \"outcome\": \"overridden\", \"outcomeTimestamp\": \"2026-01-05T10:15:00\""),
                        "feedback[0].outcomeTimestamp must be an ISO 8601 date-time with its offset"),
                Arguments.of(entry("\"card\": \"" + CARD + "\", \"outcome\": \"overridden\", \"outcomeTimestamp\": \"" + future + "\""),
                        "feedback[0].outcomeTimestamp must not be in the future"),
                Arguments.of(entry("\"card\": \"" + CARD + "\", \"outcome\": \"overridden\", \"extension\": [], " + WHEN),
                        "feedback[0].extension must be a JSON object"),
                Arguments.of(entry("\"card\": \"" + CARD + "\", \"outcome\": \"overridden\", \"reason\": \"x\", " + WHEN), "reason"));
    }

    @ParameterizedTest
    @MethodSource("refusedBodies")
    void aBrokenRuleIs400NamingTheFieldAndStoresNothing(String body, String message) {
        String before = new TenantFootprint(jdbc).of(clinic);

        api.as(clinic).contentType(ContentType.JSON).body(body.replace(CARD, card.cardId().toString()))
                .post("/v1/cds-services/order-sign/feedback")
                .then().statusCode(400).body("message", containsString(message));

        assertThat(new TenantFootprint(jdbc).of(clinic)).isEqualTo(before);
    }

    private static String entry(String fields) {
        return "{\"feedback\": [{" + fields + "}]}";
    }
}
