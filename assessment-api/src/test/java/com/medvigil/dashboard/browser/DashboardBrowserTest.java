package com.medvigil.dashboard.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

import com.medvigil.dashboard.DashboardTest;
import com.medvigil.dashboard.RegisteredClinic;
import com.medvigil.dashboard.SampleAssessments;

/**
 * Spec Part 5 in a real browser: sign in with the mailed link, open Settings, then API Keys,
 * create a key (shown once, with a copy button), use it on the API, revoke it and see the API
 * refuse it; and a reviewer setting a review status from the worklist.
 */
@DashboardTest
class DashboardBrowserTest {

    @RegisterExtension
    final RegisteredClinic clinic = new RegisteredClinic();
    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Test
    void anAdministratorCreatesAKeyUsesItOnTheApiAndRevokesIt() {
        signIn();

        chromium.awaitClickable(By.id("nav-settings")).click();
        chromium.awaitClickable(By.id("settings-api-keys")).click();
        chromium.await(By.id("key-name")).sendKeys("Browser-made key");
        chromium.awaitClickable(By.id("create-key")).click();

        String key = chromium.await(By.id("new-key")).getDomProperty("value");
        assertThat(key).matches("mvk_[A-Za-z0-9_-]{43}");
        chromium.awaitClickable(By.id("copy-key")).click();
        WebElement copyResult = chromium.await(By.id("copy-result"));
        chromium.until(driver -> !copyResult.getText().isBlank());
        assertThat(copyResult.getText()).isIn("The key is on your clipboard.", "Press Ctrl+C (or \u2318C) to copy the selected key.");
        clinic.api().anonymous().header("Authorization", "Bearer " + key).get("/v1/api-keys").then().statusCode(200);

        chromium.awaitClickable(By.id("done")).click();
        WebElement row = chromium.await(By.xpath("//table[@id='api-keys']//tr[th[normalize-space()='Browser-made key']]"));
        assertThat(row.getText()).contains(key.substring(0, 12)).doesNotContain(key);
        row.findElement(By.cssSelector("a[href$='/revoke']")).click();
        chromium.awaitClickable(By.id("confirm-revoke")).click();
        chromium.await(By.id("revoked-notice"));

        clinic.api().anonymous().header("Authorization", "Bearer " + key).get("/v1/api-keys").then().statusCode(401);
        assertThat(chromium.await(By.xpath("//table[@id='api-keys']//tr[th[normalize-space()='Browser-made key']]")).getText())
                .contains("Revoked");
    }

    @Test
    void aReviewerSetsTheReviewStatusFromTheWorklist() {
        String assessmentId = clinic.api().requestAssessment(clinic.tenant(), SampleAssessments.SEVERE);
        clinic.api().awaitProcessed(clinic.tenant(), assessmentId);
        signIn();

        By row = By.cssSelector("tr[data-assessment-id='" + assessmentId + "']");
        new Select(chromium.await(row).findElement(By.name("status"))).selectByVisibleText("In review");
        chromium.await(row).findElement(By.cssSelector("button[type=submit]")).click();
        chromium.await(By.id("saved-notice"));

        clinic.api().as(clinic.tenant()).get("/v1/assessments/" + assessmentId).then().body("reviewStatus", equalTo("in_review"));
        clinic.api().as(clinic.tenant()).get("/v1/assessments/" + assessmentId + "/history").then()
                .body("history[0].adminEmail", equalTo(clinic.adminEmail()));
        assertThat(new Select(chromium.await(row).findElement(By.name("status"))).getFirstSelectedOption().getText())
                .isEqualTo("In review");
        assertNoSidewaysScrolling();

        chromium.await(row).findElement(By.className("open-assessment")).click();
        assertThat(chromium.await(By.id("risk-level")).getText()).isEqualTo("SEVERE");
        chromium.await(By.id("references"));
        assertNoSidewaysScrolling();
        chromium.awaitClickable(By.cssSelector("label[for='status-resolved']")).click();
        chromium.awaitClickable(By.id("save-review")).click();
        chromium.until(ExpectedConditions.textToBe(By.id("review-status"), "Resolved"));

        clinic.api().as(clinic.tenant()).get("/v1/assessments/" + assessmentId).then().body("reviewStatus", equalTo("resolved"));
        List<WebElement> trail = chromium.driver().findElements(By.cssSelector("#review-history tbody tr"));
        assertThat(trail).hasSize(2);
    }

    private void signIn() {
        chromium.signIn(clinic);
    }

    /** At tablet width the page fits; only wide tables scroll, inside their own frame. */
    private void assertNoSidewaysScrolling() {
        Object overflow = ((JavascriptExecutor) chromium.driver())
                .executeScript("return document.documentElement.scrollWidth - window.innerWidth");
        assertThat(((Number) overflow).longValue()).isLessThanOrEqualTo(0);
    }
}
