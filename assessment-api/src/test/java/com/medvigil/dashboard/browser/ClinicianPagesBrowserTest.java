package com.medvigil.dashboard.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.Period;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;

import com.medvigil.dashboard.DashboardTest;
import com.medvigil.dashboard.RegisteredClinic;
import com.medvigil.dashboard.SampleAssessments;

/**
 * What a clinician sees, in a real browser at a laptop's 1280 x 800 and a tablet's 768 x 1024: the
 * risk and what to do above the fold, no raw engine wording and no emoji, a worklist most severe
 * first whose rows open the assessment. Every page is saved as a screenshot under
 * target/screenshots for a reviewer to look at.
 */
@DashboardTest
class ClinicianPagesBrowserTest {

    /** A laptop, and a tablet held upright. */
    static final List<int[]> SIZES = List.of(new int[] {1280, 800}, new int[] {768, 1024});

    /** Code points that need an emoji font: pictographs, dingbats and symbols, the emoji variation selector. */
    static final String EMOJI_SCRIPT = "return Array.from(document.body.innerText).filter(c => /[\\u{1F000}-\\u{1FAFF}"
            + "\\u{2600}-\\u{27BF}\\u{2B00}-\\u{2BFF}\\u{FE0F}\\u{1F1E6}-\\u{1F1FF}]/u.test(c)).join('')";

    /** A raw key at the start of a line, the way "inr: ..." leaked; people's words start with a capital. */
    static final Pattern RAW_KEY = Pattern.compile("(?m)^\\s*[a-z][A-Za-z_]*:");
    static final Pattern NONE = Pattern.compile("\\b(None|null)\\b");

    @RegisterExtension
    final RegisteredClinic clinic = new RegisteredClinic();
    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Test
    void theRiskAndWhatToDoAreAboveTheFoldWithoutRawWordingOrEmoji() {
        String severe = processed(SampleAssessments.SEVERE);
        Map<String, Object> stored = clinic.api().as(clinic.tenant()).get("/v1/assessments/" + severe).jsonPath()
                .getMap("narrative");
        assertThat(stored.toString()).as("the engine's result holds emoji, so the page has some to leave out")
                .containsPattern("[\\x{1F300}-\\x{1FAFF}]");
        chromium.signIn(clinic);

        for (int[] size : SIZES) {
            chromium.resize(size[0], size[1]);
            chromium.open("/dashboard/assessments/" + severe);
            chromium.await(By.id("risk-level"));
            String name = "assessment-" + size[0] + "x" + size[1];
            chromium.screenshot(name);

            assertThat(chromium.await(By.id("risk-level")).getText()).as(name).isEqualTo("SEVERE");
            assertWithinViewport(By.id("risk-level"), name);
            WebElement advice = chromium.await(By.cssSelector("#top-findings .top-finding .finding-advice"));
            assertThat(advice.getText()).as(name).startsWith("What to do:").hasSizeGreaterThan("What to do: ".length());
            assertWithinViewport(By.cssSelector("#top-findings .top-finding .finding-advice"), name);
            assertThat(chromium.await(By.cssSelector("#top-findings .top-finding")).getText()).as(name)
                    .contains("major").contains("Warfarin");
            assertReadableWording(name);
        }
    }

    @Test
    void eachFindingIsShownOnceInOneStructure() {
        String severe = processed(SampleAssessments.SEVERE);
        chromium.signIn(clinic);
        chromium.open("/dashboard/assessments/" + severe);

        List<WebElement> details = chromium.driver().findElements(By.cssSelector("#details .finding"));
        List<WebElement> top = chromium.driver().findElements(By.cssSelector("#top-findings .top-finding"));
        assertThat(details).isNotEmpty();
        assertThat(top).hasSize(Math.min(3, details.size()));
        String text = chromium.await(By.tagName("main")).getText();
        String mechanism = details.get(0).findElement(By.xpath(".//dt[.='Why']/following-sibling::dd[1]")).getText();
        assertThat(occurrences(text, mechanism)).as("the mechanism appears once").isEqualTo(1);
        String advice = top.get(0).findElement(By.className("finding-advice")).getText().substring("What to do: ".length());
        assertThat(occurrences(text, advice)).as("what to do appears once").isEqualTo(1);
        assertThat(text).doesNotContain("Pharmacology").doesNotContain("Explanation\n").doesNotContain("[MAJOR]");
        top.get(0).findElement(By.className("finding-harm")).click();
        assertThat(chromium.driver().getCurrentUrl()).endsWith("#finding-1");
    }

    @Test
    void theWorklistIsMostSevereFirstAndAClickAnywhereOnARowOpensTheAssessment() {
        String mild = processed(SampleAssessments.MILD);
        String severe = processed(SampleAssessments.SEVERE);
        String incomplete = processed(SampleAssessments.INCOMPLETE_MILD);
        chromium.signIn(clinic);

        for (int[] size : SIZES) {
            chromium.resize(size[0], size[1]);
            chromium.open("/dashboard/assessments");
            chromium.await(By.id("worklist"));
            chromium.screenshot("assessments-" + size[0] + "x" + size[1]);
        }

        List<String> order = chromium.driver().findElements(By.cssSelector("#worklist tbody tr")).stream()
                .map(row -> row.getDomAttribute("data-assessment-id")).toList();
        assertThat(order).containsExactly(severe, incomplete, mild);

        WebElement severeRow = row(severe);
        int age = Period.between(LocalDate.of(1950, 3, 2), LocalDate.now(ZoneOffset.UTC)).getYears();
        assertThat(severeRow.getText()).contains("Severe, Ada").contains(age + " years, female");
        assertThat(row(incomplete).getText()).contains("47 years, female");
        assertThat(severeRow.findElement(By.className("patient-link")).getTagName()).isEqualTo("a");

        WebElement incompleteRisk = row(incomplete).findElement(By.className("risk"));
        assertThat(incompleteRisk.getDomAttribute("class")).contains("risk-incomplete").doesNotContain("risk-mild");
        assertThat(incompleteRisk.getCssValue("background-color")).isNotEqualTo(row(mild).findElement(By.className("risk"))
                .getCssValue("background-color"));
        assertThat(row(incomplete).getText()).containsIgnoringCase("incomplete check");

        row(severe).findElement(By.cssSelector("td.summary")).click();
        chromium.awaitPage("/dashboard/assessments/" + severe);
        assertThat(chromium.await(By.id("risk-level")).getText()).isEqualTo("SEVERE");
    }

    @Test
    void everyDashboardPageIsScreenshotAtBothSizes() {
        String severe = processed(SampleAssessments.SEVERE);
        for (int[] size : SIZES) {
            chromium.resize(size[0], size[1]);
            chromium.open("/dashboard/sign-in");
            chromium.await(By.id("email"));
            chromium.screenshot("sign-in-" + size[0] + "x" + size[1]);
        }
        chromium.signIn(clinic);
        Map<String, String> pages = Map.of(
                "assessments", "/dashboard/assessments",
                "assessment", "/dashboard/assessments/" + severe,
                "settings", "/dashboard/settings",
                "api-keys", "/dashboard/settings/api-keys",
                "administrators", "/dashboard/settings/administrators",
                "cds-rules", "/dashboard/cds-rules");
        for (int[] size : SIZES) {
            chromium.resize(size[0], size[1]);
            pages.forEach((name, path) -> {
                chromium.open(path);
                chromium.awaitPage(path);
                chromium.await(By.tagName("h1"));
                String shot = name + "-" + size[0] + "x" + size[1];
                assertThat(chromium.screenshot(shot)).isNotEmptyFile();
                assertReadableWording(shot);
                Object overflow = script("return document.documentElement.scrollWidth - window.innerWidth");
                assertThat(((Number) overflow).longValue()).as(shot + " scrolls sideways").isLessThanOrEqualTo(0);
            });
        }
        // The whole assessment page in one picture, for a reviewer to read what lies below the fold.
        chromium.resize(1280, 800);
        chromium.open("/dashboard/assessments/" + severe);
        chromium.await(By.id("risk-level"));
        chromium.resize(1280, ((Number) script("return document.documentElement.scrollHeight")).intValue());
        chromium.screenshot("assessment-whole-page-1280");
    }

    private void assertWithinViewport(By what, String where) {
        WebElement element = chromium.await(what);
        @SuppressWarnings("unchecked")
        Map<String, Object> box = (Map<String, Object>) script(
                "const r = arguments[0].getBoundingClientRect();"
                        + " return {top: r.top, bottom: r.bottom, left: r.left, right: r.right,"
                        + " height: window.innerHeight, width: window.innerWidth, scrolled: window.scrollY};", element);
        double height = number(box.get("height"));
        assertThat(number(box.get("scrolled"))).as(where + ": not scrolled").isZero();
        assertThat(number(box.get("top"))).as(where + ": top of " + what).isGreaterThanOrEqualTo(0);
        assertThat(number(box.get("bottom"))).as(where + ": bottom of " + what + " within " + height).isLessThanOrEqualTo(height);
        assertThat(number(box.get("right"))).as(where + ": right of " + what).isLessThanOrEqualTo(number(box.get("width")));
    }

    private void assertReadableWording(String where) {
        String text = (String) script("return document.body.innerText");
        assertThat(text).as(where).doesNotContain("target None");
        assertThat(NONE.matcher(text).find()).as(where + " shows None or null: " + text).isFalse();
        assertThat(RAW_KEY.matcher(text).results().map(match -> match.group().strip()).toList())
                .as(where + ": raw keys at the start of a line").isEmpty();
        assertThat((String) script(EMOJI_SCRIPT)).as(where + ": characters that need an emoji font").isEmpty();
    }

    private WebElement row(String assessmentId) {
        return chromium.await(By.cssSelector("tr[data-assessment-id='" + assessmentId + "']"));
    }

    private Object script(String script, Object... arguments) {
        return ((JavascriptExecutor) chromium.driver()).executeScript(script, arguments);
    }

    private String processed(String request) {
        String id = clinic.api().requestAssessment(clinic.tenant(), request);
        clinic.api().awaitProcessed(clinic.tenant(), id);
        return id;
    }

    private static double number(Object value) {
        return ((Number) value).doubleValue();
    }

    private static int occurrences(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
