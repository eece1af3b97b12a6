package com.medvigil.cdshooks.feedback;

import static com.medvigil.cdshooks.feedback.FeedbackJson.accepted;
import static com.medvigil.cdshooks.feedback.FeedbackJson.of;
import static com.medvigil.cdshooks.feedback.FeedbackJson.overridden;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

import com.medvigil.model.cdshooks.CardOutcome;
import com.medvigil.model.cdshooks.FeedbackEntry;
import com.medvigil.model.cdshooks.ShownCard;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TenantFootprint;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

/** CDS Hooks feedback through real HTTP: stored as sent, answered with 200 and no body, tenant by tenant. */
@ApiTest
class CardFeedbackTest {

    @LocalServerPort
    int port;
    @Autowired
    ShownCardsFixture cards;
    @Autowired
    JdbcTemplate jdbc;
    Api api;
    TestTenant clinic;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        clinic = api.registerTenant();
    }

    @Test
    void acceptedFeedbackIsStoredAndAnsweredWithAnEmptyBody() {
        IssuedCard card = ShownCardsFixture.card("warfarin-nsaid", "rxnorm:855332", "rxnorm:197806");
        cards.show(clinic, card);

        Response response = post(clinic, "order-sign", of(accepted(card.cardId())));

        response.then().statusCode(200);
        assertThat(response.asString()).isEmpty();
        ShownCard stored = cards.stored(clinic, card.cardId()).orElseThrow();
        assertThat(stored.getOutcome()).isEqualTo(CardOutcome.ACCEPTED);
        assertThat(stored.getOutcomeAt()).isEqualTo(Instant.parse(FeedbackJson.TIMESTAMP));
        List<FeedbackEntry> entries = cards.feedbackOf(clinic, card.cardId());
        assertThat(entries).singleElement().satisfies(entry -> {
            assertThat(entry.getOutcome()).isEqualTo(CardOutcome.ACCEPTED);
            assertThat(entry.getAcceptedSuggestions()).containsExactly("remove-draft");
            assertThat(entry.getOverrideReason()).isNull();
        });
    }

    @Test
    void anOverrideKeepsItsReasonAndTheClinicianComment() {
        IssuedCard card = ShownCardsFixture.card("warfarin-nsaid", "rxnorm:855332", "rxnorm:197806");
        cards.show(clinic, card);

        post(clinic, "order-sign", of(overridden(card.cardId(), "patient-tolerating"))).then().statusCode(200);

        assertThat(cards.stored(clinic, card.cardId()).orElseThrow().getOverrideReason()).isEqualTo("patient-tolerating");
        assertThat(cards.feedbackOf(clinic, card.cardId())).singleElement().satisfies(entry -> {
            assertThat(entry.getOutcome()).isEqualTo(CardOutcome.OVERRIDDEN);
            assertThat(entry.getOverrideReason()).isEqualTo("patient-tolerating");
            assertThat(entry.getUserComment()).isEqualTo("Stable on both for a year.");
        });
    }

    @Test
    void anOverrideWithoutAReasonIsAccepted() {
        IssuedCard card = ShownCardsFixture.card("ssri-triptan", "name:sertraline", "name:sumatriptan");
        cards.show(clinic, card);

        post(clinic, "order-sign", of(overridden(card.cardId(), null))).then().statusCode(200);

        ShownCard stored = cards.stored(clinic, card.cardId()).orElseThrow();
        assertThat(stored.getOutcome()).isEqualTo(CardOutcome.OVERRIDDEN);
        assertThat(stored.getOverrideReason()).isNull();
    }

    @Test
    void severalEntriesOfOneRequestAreStoredTogetherAndTheLatestOutcomeCounts() {
        IssuedCard first = ShownCardsFixture.card("warfarin-nsaid", "rxnorm:855332", "rxnorm:197806");
        IssuedCard second = ShownCardsFixture.card("ssri-triptan", "name:sertraline", "name:sumatriptan");
        cards.show(clinic, first, second);

        // Reported out of order: the override happened after the acceptance, so it is the card's outcome.
        post(clinic, "order-sign", of(overridden(first.cardId(), "will-monitor", "2026-01-05T10:20:00Z"), accepted(first.cardId()),
                accepted(second.cardId()))).then().statusCode(200);

        assertThat(cards.stored(clinic, first.cardId()).orElseThrow().getOutcome()).isEqualTo(CardOutcome.OVERRIDDEN);
        assertThat(cards.stored(clinic, second.cardId()).orElseThrow().getOutcome()).isEqualTo(CardOutcome.ACCEPTED);
        assertThat(cards.feedbackOf(clinic, first.cardId())).extracting(FeedbackEntry::getOutcome)
                .containsExactly(CardOutcome.ACCEPTED, CardOutcome.OVERRIDDEN);
    }

    @Test
    void anUnknownCardIs404NamingTheEntryAndNothingOfTheRequestIsStored() {
        IssuedCard card = ShownCardsFixture.card("warfarin-nsaid", "rxnorm:855332", "rxnorm:197806");
        cards.show(clinic, card);
        String before = new TenantFootprint(jdbc).of(clinic);

        post(clinic, "order-sign", of(accepted(card.cardId()), accepted(UUID.randomUUID())))
                .then().statusCode(404).body("message", containsString("feedback[1].card"));

        assertThat(new TenantFootprint(jdbc).of(clinic)).isEqualTo(before);
    }

    @Test
    void anotherTenantsCardIsAnsweredLikeAMissingOne() {
        TestTenant other = api.registerTenant();
        IssuedCard card = ShownCardsFixture.card("warfarin-nsaid", "rxnorm:855332", "rxnorm:197806");
        cards.show(other, card);

        post(clinic, "order-sign", of(overridden(card.cardId(), "will-monitor"))).then().statusCode(404)
                .body("message", containsString("feedback[0].card"));

        assertThat(cards.stored(other, card.cardId()).orElseThrow().getOutcome()).isNull();
    }

    @Test
    void feedbackGoesToTheServiceThatShowedTheCard() {
        IssuedCard card = ShownCardsFixture.cardIn("order-select", "hook-1", "enc-1", "warfarin-nsaid", "name:warfarin");
        cards.show(clinic, card);

        post(clinic, "order-sign", of(accepted(card.cardId()))).then().statusCode(404);
        post(clinic, "order-select", of(accepted(card.cardId()))).then().statusCode(200);
    }

    @Test
    void extensionsAreAcceptedAsTheSpecificationReservesThem() {
        IssuedCard card = ShownCardsFixture.card("warfarin-nsaid", "name:warfarin", "name:ibuprofen");
        cards.show(clinic, card);
        String entry = accepted(card.cardId()).replace("\"outcome\"", "\"extension\": {\"org.example.user\": \"u1\"}, \"outcome\"");

        post(clinic, "order-sign", "{\"feedback\": [" + entry + "], \"extension\": {}}").then().statusCode(200);
    }

    @Test
    void withoutAnApiKeyFeedbackIs401() {
        api.anonymous().contentType(ContentType.JSON).body(of(accepted(UUID.randomUUID())))
                .post("/v1/cds-services/order-sign/feedback").then().statusCode(401);
    }

    @Test
    void theSameCardReportedTwiceKeepsBothEntries() {
        IssuedCard card = ShownCardsFixture.card("warfarin-nsaid", "name:warfarin", "name:ibuprofen");
        cards.show(clinic, card);

        post(clinic, "order-sign", of(overridden(card.cardId(), "will-monitor"))).then().statusCode(200);
        post(clinic, "order-sign", of(overridden(card.cardId(), "will-monitor"))).then().statusCode(200);

        assertThat(cards.feedbackOf(clinic, card.cardId())).hasSize(2);
    }

    private Response post(TestTenant tenant, String serviceId, String body) {
        return api.as(tenant).contentType(ContentType.JSON).body(body).post("/v1/cds-services/" + serviceId + "/feedback");
    }
}
