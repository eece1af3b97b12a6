package com.medvigil.cdshooks.feedback;

import static com.medvigil.cdshooks.feedback.FeedbackJson.accepted;
import static com.medvigil.cdshooks.feedback.FeedbackJson.of;
import static com.medvigil.cdshooks.feedback.FeedbackJson.overridden;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;

/**
 * The repeated-alert filter: an alert overridden in a hook instance or an encounter is known as
 * such to the next hook call of that instance or encounter, read from the database.
 */
@ApiTest
class RepeatedAlertFilterTest {

    @LocalServerPort
    int port;
    @Autowired
    ShownCardsFixture cards;
    Api api;
    TestTenant clinic;
    String hookInstance;
    String encounter;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        clinic = api.registerTenant();
        hookInstance = UUID.randomUUID().toString();
        encounter = "enc-" + UUID.randomUUID();
    }

    @Test
    void aCardOverriddenInAHookInstanceIsKnownToThatHookInstance() {
        IssuedCard card = ShownCardsFixture.cardIn("order-select", hookInstance, null, "warfarin-nsaid", "rxnorm:855332", "rxnorm:197806");
        cards.show(clinic, card);
        feedback("order-select", overridden(card.cardId(), "will-monitor"));

        assertThat(cards.overriddenRepeatKeys(clinic, hookInstance, null))
                .containsExactly(CardLedger.repeatKey("warfarin-nsaid", List.of("rxnorm:197806", "rxnorm:855332")));
        assertThat(cards.overriddenRepeatKeys(clinic, UUID.randomUUID().toString(), null)).isEmpty();
    }

    @Test
    void aCardOverriddenAtOrderSelectIsKnownAtOrderSignOfTheSameEncounter() {
        IssuedCard card = ShownCardsFixture.cardIn("order-select", hookInstance, encounter, "warfarin-nsaid", "name:warfarin", "name:ibuprofen");
        cards.show(clinic, card);
        feedback("order-select", overridden(card.cardId(), null));

        String orderSignInstance = UUID.randomUUID().toString();
        assertThat(cards.overriddenRepeatKeys(clinic, orderSignInstance, encounter)).containsExactly(card.repeatKey());
        assertThat(cards.overriddenRepeatKeys(clinic, null, encounter)).containsExactly(card.repeatKey());
        assertThat(cards.overriddenRepeatKeys(clinic, orderSignInstance, "enc-other")).isEmpty();
    }

    @Test
    void anotherTenantsOverridesAreNotSeen() {
        IssuedCard card = ShownCardsFixture.cardIn("order-select", hookInstance, encounter, "warfarin-nsaid", "name:warfarin", "name:ibuprofen");
        cards.show(clinic, card);
        feedback("order-select", overridden(card.cardId(), "will-monitor"));
        TestTenant other = api.registerTenant();

        assertThat(cards.overriddenRepeatKeys(other, hookInstance, encounter)).isEmpty();
    }

    @Test
    void acceptedCardsAndCardsWithoutFeedbackAreNotRepeatsToFilter() {
        IssuedCard acceptedCard = ShownCardsFixture.cardIn("order-select", hookInstance, encounter, "warfarin-nsaid", "name:warfarin", "name:ibuprofen");
        IssuedCard ignoredCard = ShownCardsFixture.cardIn("order-select", hookInstance, encounter, "ssri-triptan", "name:sertraline", "name:sumatriptan");
        cards.show(clinic, acceptedCard, ignoredCard);
        feedback("order-select", accepted(acceptedCard.cardId()));

        assertThat(cards.overriddenRepeatKeys(clinic, hookInstance, encounter)).isEmpty();
    }

    @Test
    void neitherHookInstanceNorEncounterFindsNothing() {
        IssuedCard card = ShownCardsFixture.cardIn("order-select", hookInstance, encounter, "warfarin-nsaid", "name:warfarin", "name:ibuprofen");
        cards.show(clinic, card);
        feedback("order-select", overridden(card.cardId(), "will-monitor"));

        assertThat(cards.overriddenRepeatKeys(clinic, null, null)).isEmpty();
    }

    private void feedback(String serviceId, String entry) {
        api.as(clinic).contentType(ContentType.JSON).body(of(entry)).post("/v1/cds-services/" + serviceId + "/feedback")
                .then().statusCode(200);
    }
}
