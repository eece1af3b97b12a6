package com.medvigil.dashboard.cdsrules;

import static com.medvigil.cdshooks.feedback.FeedbackJson.accepted;
import static com.medvigil.cdshooks.feedback.FeedbackJson.of;
import static com.medvigil.cdshooks.feedback.FeedbackJson.overridden;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.cdshooks.feedback.IssuedCard;
import com.medvigil.cdshooks.feedback.ShownCardsFixture;
import com.medvigil.dashboard.AdministeredTenant;
import com.medvigil.dashboard.DashboardClient;
import com.medvigil.dashboard.DashboardTest;
import com.medvigil.dashboard.RegisteredClinic;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;

/** The CDS rules page: per rule, cards shown, accepted and overridden, and why, for the signed-in tenant only. */
@DashboardTest
class CdsRulesPageTest {

    @RegisterExtension
    final RegisteredClinic clinic = RegisteredClinic.signedIn();

    @LocalServerPort
    int port;
    @Autowired
    ShownCardsFixture cards;

    @Test
    void eachRuleShowsItsCardsOutcomesOverrideRateAndCommonestReasons() {
        IssuedCard[] noisy = {noisyCard(), noisyCard(), noisyCard(), noisyCard()};
        IssuedCard useful = ShownCardsFixture.card("qt-prolongation", "name:citalopram", "name:ondansetron");
        cards.show(clinic.tenant(), noisy);
        cards.show(clinic.tenant(), useful);
        feedback(clinic.tenant(), overridden(noisy[0].cardId(), "benefit-outweighs-risk"),
                overridden(noisy[1].cardId(), "benefit-outweighs-risk"), overridden(noisy[2].cardId(), "will-monitor"),
                accepted(useful.cardId()));

        String page = clinic.browser().get("/dashboard/cds-rules").then().statusCode(200).extract().asString();

        String row = row(page, "warfarin-nsaid");
        assertThat(cell(row, "shown")).isEqualTo("4");
        assertThat(cell(row, "accepted")).isEqualTo("0");
        assertThat(cell(row, "overridden")).isEqualTo("3");
        assertThat(cell(row, "override-rate")).isEqualTo("75%");
        assertThat(cell(row, "without-feedback")).isEqualTo("1");
        assertThat(reasons(row)).containsExactly("Benefit outweighs risk (2)", "Will monitor or adjust (1)");
        String other = row(page, "qt-prolongation");
        assertThat(cell(other, "accepted")).isEqualTo("1");
        assertThat(cell(other, "override-rate")).isEqualTo("0%");
        assertThat(ruleOrder(page)).containsExactly("warfarin-nsaid", "qt-prolongation");
    }

    @Test
    void anotherTenantsCardsAreNotCounted() {
        AdministeredTenant other = AdministeredTenant.register(clinic.api());
        cards.show(other.tenant(), ShownCardsFixture.card("other-tenants-rule", "name:warfarin", "name:aspirin"));
        cards.show(clinic.tenant(), noisyCard());

        String page = clinic.browser().get("/dashboard/cds-rules").asString();

        assertThat(page).contains("warfarin-nsaid").doesNotContain("other-tenants-rule");
    }

    @Test
    void theRulesCanBeOrderedByOverrideRate() {
        IssuedCard often = ShownCardsFixture.card("often-shown", "name:a", "name:b");
        IssuedCard often2 = ShownCardsFixture.card("often-shown", "name:a", "name:b");
        IssuedCard overridden = ShownCardsFixture.card("always-overridden", "name:c", "name:d");
        cards.show(clinic.tenant(), often, often2, overridden);
        feedback(clinic.tenant(), overridden(overridden.cardId(), null));

        String byShown = clinic.browser().get("/dashboard/cds-rules").asString();
        String byRate = clinic.browser().get("/dashboard/cds-rules?sort=override-rate").asString();

        assertThat(ruleOrder(byShown)).containsExactly("often-shown", "always-overridden");
        assertThat(ruleOrder(byRate)).containsExactly("always-overridden", "often-shown");
        assertThat(reasons(row(byRate, "always-overridden"))).containsExactly("No coded reason (1)");
    }

    @Test
    void withoutCardsThePageSaysSoAndTheNavigationLeadsThere() {
        String page = clinic.browser().get("/dashboard/cds-rules?period=30d").then().statusCode(200).extract().asString();

        assertThat(page).contains("id=\"no-cds-rules\"").contains("id=\"nav-cds-rules\"");
        assertThat(clinic.browser().get("/dashboard/assessments").asString()).contains("href=\"/dashboard/cds-rules\"");
    }

    @Test
    void anOrderOrPeriodNoFormOffersIsRefused() {
        assertThat(clinic.browser().get("/dashboard/cds-rules?sort=random").then().statusCode(400).extract().asString())
                .contains("Not understood");
        assertThat(clinic.browser().get("/dashboard/cds-rules?period=7d").then().statusCode(400).extract().asString())
                .contains("Not understood");
    }

    @Test
    void signedOutTheStatisticsAreNotShown() {
        DashboardClient stranger = new DashboardClient(port);
        stranger.get("/dashboard/cds-rules").then().statusCode(302).header("Location", "/dashboard/sign-in");
    }

    private static IssuedCard noisyCard() {
        return ShownCardsFixture.card("warfarin-nsaid", "rxnorm:855332", "rxnorm:197806");
    }

    private void feedback(TestTenant tenant, String... entries) {
        clinic.api().as(tenant).contentType(ContentType.JSON).body(of(entries)).post("/v1/cds-services/order-sign/feedback")
                .then().statusCode(200);
    }

    /** The rule ids of the table's rows, top to bottom. */
    private static List<String> ruleOrder(String page) {
        List<String> ids = new ArrayList<>();
        Matcher row = Pattern.compile("<tr data-rule-id=\"([^\"]+)\"").matcher(page);
        while (row.find()) {
            ids.add(row.group(1));
        }
        return ids;
    }

    /** One row of the table, as HTML. */
    private static String row(String page, String ruleId) {
        int start = page.indexOf("<tr data-rule-id=\"" + ruleId + "\"");
        assertThat(start).as("row of " + ruleId).isNotNegative();
        return page.substring(start, page.indexOf("</tr>", start));
    }

    /** The text of the row's cell with this class. */
    private static String cell(String row, String cssClass) {
        Matcher cell = Pattern.compile("<td class=\"" + cssClass + "\">([^<]*)</td>").matcher(row);
        assertThat(cell.find()).as(cssClass + " in " + row).isTrue();
        return cell.group(1);
    }

    /** The override reasons listed in the row, as "display (count)". */
    private static List<String> reasons(String row) {
        List<String> reasons = new ArrayList<>();
        Matcher reason = Pattern.compile("<span>([^<]+)</span>\\s*<span class=\"muted\">\\(([0-9]+)\\)</span>").matcher(row);
        while (reason.find()) {
            reasons.add(reason.group(1) + " (" + reason.group(2) + ")");
        }
        return reasons;
    }
}
