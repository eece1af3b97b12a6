package com.medvigil.dashboard.assessments;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import java.time.LocalDate;
import java.time.Period;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.medvigil.dashboard.DashboardTest;
import com.medvigil.dashboard.RegisteredClinic;
import com.medvigil.dashboard.SampleAssessments;

import io.restassured.response.Response;

/** The clinicians' worklist and an assessment's page, on the assessments the API created. */
@DashboardTest
class AssessmentsPageTest {

    static final Pattern ROW = Pattern.compile("data-assessment-id=\"([0-9a-f-]{36})\"");

    @RegisterExtension
    final RegisteredClinic clinic = RegisteredClinic.signedIn();

    @Test
    void theWorklistIsMostSevereFirstThenNewestAndFiltersByReviewStatusAndRiskLevel() {
        String severe = processed(SampleAssessments.SEVERE);
        String mild = processed(SampleAssessments.MILD);
        String reviewed = processed(SampleAssessments.SEVERE);
        clinic.api().as(clinic.tenant()).contentType("application/json").body("{\"status\": \"in_review\"}")
                .patch("/v1/assessments/" + reviewed + "/status").then().statusCode(200);

        assertThat(rows("/dashboard/assessments")).containsExactly(reviewed, severe, mild);
        assertThat(rows("/dashboard/assessments?sort=risk")).containsExactly(reviewed, severe, mild);
        assertThat(rows("/dashboard/assessments?sort=newest")).containsExactly(reviewed, mild, severe);
        assertThat(rows("/dashboard/assessments?riskLevel=SEVERE")).containsExactly(reviewed, severe);
        assertThat(rows("/dashboard/assessments?riskLevel=severe")).containsExactly(reviewed, severe);
        assertThat(rows("/dashboard/assessments?reviewStatus=open")).containsExactly(severe, mild);
        assertThat(rows("/dashboard/assessments?reviewStatus=open&sort=newest")).containsExactly(mild, severe);
        assertThat(rows("/dashboard/assessments?reviewStatus=in_review&riskLevel=SEVERE")).containsExactly(reviewed);
        assertThat(rows("/dashboard/assessments?reviewStatus=resolved")).isEmpty();
        clinic.browser().get("/dashboard/assessments?riskLevel=HIGH").then().statusCode(400);
        assertThat(clinic.browser().get("/dashboard/assessments?sort=alphabetical").then().statusCode(400).extract().asString())
                .contains("sort must be risk or newest");
        String page = clinic.browser().get("/dashboard/assessments").asString();
        assertThat(page).contains("Severe, Ada").contains("MRN-SEVERE").contains("Mild, Milo").contains("risk-severe");
    }

    @Test
    void eachRowShowsThePatientsAgeAndSexAndLinksToTheAssessment() {
        String severe = processed(SampleAssessments.SEVERE);

        String page = clinic.browser().get("/dashboard/assessments").asString();

        int age = Period.between(LocalDate.of(1950, 3, 2), LocalDate.now(ZoneOffset.UTC)).getYears();
        assertThat(page).contains("data-href=\"/dashboard/assessments/" + severe + "\"")
                .contains("<a href=\"/dashboard/assessments/" + severe + "\" class=\"patient-link\">Severe, Ada</a>")
                .contains(age + " years, female");
    }

    @Test
    void mostSevereFirstPagesThroughEveryRiskLevel() {
        List<String> mild = new ArrayList<>();
        List<String> severe = new ArrayList<>();
        for (int i = 0; i < 14; i++) {
            mild.add(processed(SampleAssessments.MILD));
            severe.add(processed(SampleAssessments.SEVERE));
        }

        Response first = clinic.browser().get("/dashboard/assessments");
        Matcher next = Pattern.compile("href=\"(/dashboard/assessments\\?cursor=[^\"]+)\" id=\"next-page\"").matcher(first.asString());
        assertThat(next.find()).isTrue();
        Collections.reverse(severe);
        Collections.reverse(mild);
        List<String> expected = new ArrayList<>(severe);
        expected.addAll(mild);
        assertThat(ids(first.asString())).containsExactlyElementsOf(expected.subList(0, 25));
        assertThat(rows(next.group(1).replace("&amp;", "&"))).containsExactlyElementsOf(expected.subList(25, 28));
        assertThat(clinic.browser().get("/dashboard/assessments?cursor=bm90LWEtY3Vyc29y").then().statusCode(400).extract().asString())
                .contains("cursor is not a cursor this page returned");
    }

    @Test
    void olderAssessmentsAreOnTheNextPage() {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 27; i++) {
            ids.add(clinic.api().requestAssessment(clinic.tenant(), SampleAssessments.MILD));
        }

        Response first = clinic.browser().get("/dashboard/assessments?sort=newest");
        Matcher next = Pattern.compile("href=\"(/dashboard/assessments\\?sort=newest&amp;cursor=[^\"]+)\" id=\"next-page\"").matcher(first.asString());
        assertThat(next.find()).isTrue();
        List<String> firstPage = ids(first.asString());
        List<String> secondPage = rows(next.group(1).replace("&amp;", "&"));

        List<String> newestFirst = new ArrayList<>(ids);
        Collections.reverse(newestFirst);
        assertThat(firstPage).containsExactlyElementsOf(newestFirst.subList(0, 25));
        assertThat(secondPage).containsExactly(ids.get(1), ids.get(0));
    }

    @Test
    void anAssessmentsPageShowsTheResultReadably() {
        String id = processed(SampleAssessments.SEVERE);

        String page = clinic.browser().get("/dashboard/assessments/" + id).asString();

        assertThat(page).contains("id=\"risk-level\">SEVERE<")
                .contains("Findings in detail").contains("Warfarin with aspirin").contains("major")
                .contains("What to do:")
                .contains("For this patient").contains("id=\"tailored-advice\"")
                .contains("Symptoms to watch").contains("Seek help for")
                .contains("References").contains("id=\"ref-1\"")
                .contains("Doses").contains("Severe, Ada").contains("MRN-SEVERE")
                .contains("For as long as warfarin is taken.").doesNotContain("For For");
    }

    @Test
    void anIncompleteCheckIsShownAsSuchNeverAsAGreenAllClear() {
        String incomplete = processed("""
                {"patient": {"externalId": "MRN-GAP", "demographics": {"firstName": "Gap", "lastName": "Greta",
                   "dateOfBirth": "1980-01-01", "sex": "FEMALE"}},
                 "medications": [{"name": "Lisinopril", "dosage": {"amount": 10, "unit": "mg", "frequency": "daily"}},
                                 {"name": "Zorblaxifen 10 MG", "dosage": {"amount": 10, "unit": "mg", "frequency": "daily"}}],
                 "allergies": ["Quenvorax"]}""");

        String page = clinic.browser().get("/dashboard/assessments/" + incomplete).asString();
        assertThat(page).contains("id=\"incomplete-check\"")
                .contains("Incomplete check: 1 medicine and 1 allergy not recognised, so not checked.")
                .contains("Medicine: <span>Zorblaxifen 10 MG</span>;").contains("Allergy: <span>Quenvorax</span>")
                .contains("risk-incomplete").doesNotContain("risk-mild");
        String worklist = clinic.browser().get("/dashboard/assessments").asString();
        assertThat(worklist).contains("Incomplete check: 1 medicine and 1 allergy not recognised").contains("risk-incomplete");
    }

    @Test
    void aCompleteMildCheckHasNoIncompleteNotice() {
        String id = processed(SampleAssessments.MILD);

        String page = clinic.browser().get("/dashboard/assessments/" + id).asString();
        assertThat(page).doesNotContain("id=\"incomplete-check\"").doesNotContain("risk-incomplete").contains("risk-mild");
    }

    @Test
    void settingTheReviewStatusIsRecordedInTheAuditTrailWithTheAdministrator() {
        String id = processed(SampleAssessments.MILD);
        clinic.browser().get("/dashboard/assessments/" + id);

        clinic.browser().post("/dashboard/assessments/" + id + "/review", Map.of("status", "in_review")).then().statusCode(303)
                .header("Location", "/dashboard/assessments/" + id + "?saved");

        clinic.api().as(clinic.tenant()).get("/v1/assessments/" + id).then().body("reviewStatus", equalTo("in_review"));
        clinic.api().as(clinic.tenant()).get("/v1/assessments/" + id + "/history").then()
                .body("history[0].from", equalTo("open")).body("history[0].to", equalTo("in_review"))
                .body("history[0].adminEmail", equalTo(clinic.adminEmail()));
        String page = clinic.browser().get("/dashboard/assessments/" + id + "?saved").asString();
        assertThat(page).contains("Review status saved").contains("id=\"review-status\">In review<").contains(clinic.adminEmail());
    }

    @Test
    void aReviewStatusSetFromTheWorklistReturnsToTheSameFilteredList() {
        String id = processed(SampleAssessments.SEVERE);
        clinic.browser().get("/dashboard/assessments?riskLevel=SEVERE&reviewStatus=open");

        Response saved = clinic.browser().post("/dashboard/assessments/" + id + "/review", Map.of("status", "resolved", "back", "worklist",
                "filterReviewStatus", "open", "filterRiskLevel", "SEVERE", "filterCursor", ""));

        saved.then().statusCode(303).header("Location", "/dashboard/assessments?reviewStatus=open&riskLevel=SEVERE&saved");
        clinic.api().as(clinic.tenant()).get("/v1/assessments/" + id).then().body("reviewStatus", equalTo("resolved"));
    }

    @Test
    void anUnknownReviewStatusIsRefused() {
        String id = processed(SampleAssessments.MILD);
        clinic.browser().get("/dashboard/assessments/" + id);

        clinic.browser().post("/dashboard/assessments/" + id + "/review", Map.of("status", "done")).then().statusCode(400);

        clinic.api().as(clinic.tenant()).get("/v1/assessments/" + id).then().body("reviewStatus", equalTo("open"));
    }

    private String processed(String request) {
        String id = clinic.api().requestAssessment(clinic.tenant(), request);
        clinic.api().awaitProcessed(clinic.tenant(), id);
        return id;
    }

    private List<String> rows(String path) {
        Response page = clinic.browser().get(path);
        page.then().statusCode(200);
        return ids(page.asString());
    }

    private static List<String> ids(String page) {
        return ROW.matcher(page).results().map(match -> match.group(1)).toList();
    }
}
