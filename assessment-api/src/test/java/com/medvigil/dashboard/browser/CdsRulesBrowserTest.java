package com.medvigil.dashboard.browser;

import static com.medvigil.cdshooks.feedback.FeedbackJson.accepted;
import static com.medvigil.cdshooks.feedback.FeedbackJson.of;
import static com.medvigil.cdshooks.feedback.FeedbackJson.overridden;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.springframework.beans.factory.annotation.Autowired;

import com.medvigil.cdshooks.feedback.IssuedCard;
import com.medvigil.cdshooks.feedback.ShownCardsFixture;
import com.medvigil.dashboard.DashboardTest;
import com.medvigil.dashboard.RegisteredClinic;

import io.restassured.http.ContentType;

/**
 * Issue 17 in a real browser: cards shown through CDS Hooks and the EHR's feedback about them
 * appear, per rule, on the CDS rules page, reached from the navigation and reordered there.
 */
@DashboardTest
class CdsRulesBrowserTest {

    @Autowired
    ShownCardsFixture cards;
    @RegisterExtension
    final RegisteredClinic clinic = new RegisteredClinic();
    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Test
    void aPharmacistFindsTheRuleThatIsAlmostAlwaysOverridden() throws IOException {
        IssuedCard noisy1 = ShownCardsFixture.card("warfarin-nsaid", "rxnorm:855332", "rxnorm:197806");
        IssuedCard noisy2 = ShownCardsFixture.card("warfarin-nsaid", "rxnorm:855332", "rxnorm:197806");
        IssuedCard useful1 = ShownCardsFixture.card("qt-prolongation", "name:citalopram", "name:ondansetron");
        IssuedCard useful2 = ShownCardsFixture.card("qt-prolongation", "name:citalopram", "name:ondansetron");
        IssuedCard useful3 = ShownCardsFixture.card("qt-prolongation", "name:citalopram", "name:ondansetron");
        cards.show(clinic.tenant(), noisy1, noisy2, useful1, useful2, useful3);
        clinic.api().as(clinic.tenant()).contentType(ContentType.JSON)
                .body(of(overridden(noisy1.cardId(), "patient-tolerating"), overridden(noisy2.cardId(), "patient-tolerating"),
                        accepted(useful1.cardId())))
                .post("/v1/cds-services/order-sign/feedback").then().statusCode(200);
        chromium.signIn(clinic);

        chromium.awaitClickable(By.id("nav-cds-rules")).click();
        chromium.awaitPage("/dashboard/cds-rules");

        assertThat(ruleIds()).containsExactly("qt-prolongation", "warfarin-nsaid");
        WebElement noisy = chromium.await(By.cssSelector("tr[data-rule-id='warfarin-nsaid']"));
        assertThat(noisy.findElement(By.className("shown")).getText()).isEqualTo("2");
        assertThat(noisy.findElement(By.className("overridden")).getText()).isEqualTo("2");
        assertThat(noisy.findElement(By.className("override-rate")).getText()).isEqualTo("100%");
        assertThat(noisy.findElement(By.className("reasons")).getText()).contains("Patient already tolerating the combination (2)");

        new Select(chromium.await(By.id("sort"))).selectByVisibleText("Override rate");
        chromium.awaitClickable(By.id("apply-rule-filters")).click();
        chromium.until(driver -> driver.getCurrentUrl().contains("sort=override-rate"));
        assertThat(ruleIds()).containsExactly("warfarin-nsaid", "qt-prolongation");
        assertThat(Files.size(chromium.screenshot("cds-rules"))).isPositive();

        chromium.awaitClickable(By.id("sort-shown")).click();
        chromium.until(driver -> driver.getCurrentUrl().contains("sort=shown"));
        assertThat(ruleIds()).containsExactly("qt-prolongation", "warfarin-nsaid");
    }

    private List<String> ruleIds() {
        chromium.await(By.id("cds-rules"));
        return chromium.driver().findElements(By.cssSelector("#cds-rules tbody tr")).stream()
                .map(row -> row.getDomAttribute("data-rule-id")).toList();
    }
}
