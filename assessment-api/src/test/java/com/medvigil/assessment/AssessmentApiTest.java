package com.medvigil.assessment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.model.assessment.Assessment;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;

@ApiTest
class AssessmentApiTest {

    static final String WARFARIN_AND_ASPIRIN = """
            {"patient": {"externalId": "MRN-1", "demographics": {"dateOfBirth": "1950-03-02", "sex": "FEMALE", "weightKg": 61.5}},
             "medications": [
               {"name": "Warfarin 5 MG Oral Tablet", "dosage": {"amount": 5, "unit": "mg", "frequency": "once daily"}},
               {"name": "Aspirin", "dosage": {"amount": 325, "unit": "mg", "frequency": "daily"}}]}""";

    @LocalServerPort
    int port;
    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    /** Requests an assessment and waits for it, checked to have completed, for the assertions on its result. */
    private ValidatableResponse assessed(String body) {
        return completed(api.requestAssessment(tenant, body));
    }

    private ValidatableResponse completed(String assessmentId) {
        return api.awaitProcessed(tenant, assessmentId).then().body("status", equalTo("COMPLETED"));
    }

    private Response post(String body) {
        return api.as(tenant).contentType(ContentType.JSON).body(body).post("/v1/assessments");
    }

    @Test
    void aValidRequestIsAcceptedWith202AndALocation() {
        Response accepted = post(WARFARIN_AND_ASPIRIN);

        accepted.then().statusCode(202)
                .header("Location", startsWith("/v1/assessments/"))
                .body("status", equalTo("PENDING"))
                .body("createdAt", notNullValue());
        assertThat(accepted.header("Location")).endsWith(accepted.<String>path("assessmentId"));
        assertThat(accepted.as(Map.class)).containsOnlyKeys("assessmentId", "status", "createdAt");
    }

    @Test
    void anAcceptedAssessmentCompletesWithEverySpecResultField() {
        String id = api.requestAssessment(tenant, WARFARIN_AND_ASPIRIN);

        Response result = api.awaitProcessed(tenant, id);

        result.then().statusCode(200)
                .body("assessmentId", equalTo(id))
                .body("status", equalTo("COMPLETED"))
                .body("reviewStatus", equalTo("open"))
                .body("riskLevel", equalTo("SEVERE"))
                .body("narrative.interactionRiskLevel", equalTo("SEVERE"))
                .body("completedAt", notNullValue())
                .body("patientId", notNullValue())
                .body("findings.type", hasItem("DRUG_INTERACTION"))
                .body("failureReason", nullValue());
        Map<String, Object> narrative = result.path("narrative");
        assertThat(narrative).containsKeys("interactionRiskLevel", "generalExplanation", "detailedExplanation",
                "generalAdvice", "tailoredAdvice", "symptoms", "pharmacologicalExplanation", "references",
                "dosageAnalysis", "alternativeMedications", "dietaryPrecautions");
        assertThat(result.<Map<String, Object>>path("symptoms")).containsKeys("expected", "monitoring", "concerning");
        assertThat(result.<List<Object>>path("dosageFindings")).hasSize(2);
        assertThat(result.<String>path("summary")).isNotBlank();
    }

    @Test
    void eachFindingCarriesItsDocumentationLevelOnsetMechanismAndManagement() {
        String id = api.requestAssessment(tenant, """
                {"patient": {"demographics": {"dateOfBirth": "1975-01-01", "sex": "FEMALE"}},
                 "medications": [{"name": "tranylcypromine 10 MG Oral Tablet", "dosage": {"amount": 10, "unit": "mg", "frequency": "twice daily"}},
                                 {"name": "sertraline 50 MG Oral Tablet", "dosage": {"amount": 50, "unit": "mg", "frequency": "daily"}}]}""");

        api.awaitProcessed(tenant, id).then().statusCode(200)
                .body("findings[0].ruleId", equalTo("onc-maoi-ssri"))
                .body("findings[0].documentation", equalTo("established"))
                .body("findings[0].onset", equalTo("rapid"))
                .body("findings[0].mechanism", notNullValue())
                .body("findings[0].management", notNullValue());
    }

    @Test
    void aPatientWithNothingToWorryAboutIsMild() {
        String id = api.requestAssessment(tenant, """
                {"patient": {"demographics": {"dateOfBirth": "1990-01-01", "sex": "MALE"}},
                 "medications": [{"name": "Lisinopril 10 MG Oral Tablet", "dosage": {"amount": 10, "unit": "mg", "frequency": "daily"}}]}""");

        api.awaitProcessed(tenant, id).then().body("riskLevel", equalTo("MILD"));
    }

    @Test
    void anAssessmentWithAnUnrecognisedMedicineOrAllergyIsMarkedIncompleteNotAllClear() {
        String id = api.requestAssessment(tenant, """
                {"patient": {"demographics": {"dateOfBirth": "1975-01-01", "sex": "MALE"}},
                 "medications": [{"name": "Lisinopril 10 MG Oral Tablet", "dosage": {"amount": 10, "unit": "mg", "frequency": "daily"}},
                                 {"name": "Zorblaxifen 10 MG", "dosage": {"amount": 10, "unit": "mg", "frequency": "daily"}}],
                 "allergies": ["Quenvorax", "Allergy to peanuts"]}""");

        Response result = api.awaitProcessed(tenant, id);

        result.then().body("riskLevel", equalTo("MILD"))
                .body("incomplete", equalTo(true))
                .body("unrecognizedMedications", equalTo(List.of("Zorblaxifen 10 MG")))
                .body("unrecognizedAllergies", equalTo(List.of("Quenvorax")))
                .body("summary", containsString("Incomplete check: 1 medicine and 1 allergy not recognised, so not checked"));
        String patientId = result.path("patientId");
        api.as(tenant).get("/v1/assessments?patientId=" + patientId)
                .then().statusCode(200).body("assessments[0].incomplete", equalTo(true));
    }

    @Test
    void aFullyRecognisedAssessmentIsNotIncomplete() {
        String id = api.requestAssessment(tenant, """
                {"patient": {"demographics": {"dateOfBirth": "1990-01-01", "sex": "MALE"}},
                 "medications": [{"name": "Lisinopril 10 MG Oral Tablet", "dosage": {"amount": 10, "unit": "mg", "frequency": "daily"}}],
                 "allergies": ["NKDA"]}""");

        Response result = api.awaitProcessed(tenant, id);

        result.then().body("incomplete", equalTo(false))
                .body("unrecognizedMedications", equalTo(List.of()))
                .body("unrecognizedAllergies", equalTo(List.of()));
        api.as(tenant).get("/v1/assessments?patientId=" + result.path("patientId"))
                .then().body("assessments[0].incomplete", equalTo(false));
    }

    @Test
    void theRouteOfEachMedicineDecidesWhetherSystemicRulesApply() {
        String eyeDropsInAsthma = api.requestAssessment(tenant, """
                {"patient": {"demographics": {"dateOfBirth": "1968-01-01", "sex": "FEMALE"}},
                 "medications": [{"name": "timolol maleate 0.5%", "form": "Ophthalmic Solution", "route": "Ophthalmic route",
                                  "dosage": {"amount": 1, "unit": "drop", "frequency": "BID"}}],
                 "conditions": ["Asthma"]}""");
        String shampooWithStatin = api.requestAssessment(tenant, """
                {"patient": {"demographics": {"dateOfBirth": "1968-01-01", "sex": "MALE"}},
                 "medications": [{"name": "ketoconazole 2%", "route": "Topical route", "dosage": {"amount": 1, "unit": "application", "frequency": "twice weekly"}},
                                 {"name": "simvastatin 40 MG Oral Tablet", "dosage": {"amount": 40, "unit": "mg", "frequency": "daily"}}]}""");

        api.awaitProcessed(tenant, eyeDropsInAsthma).then()
                .body("riskLevel", equalTo("SEVERE")).body("findings.ruleId", hasItem("cond-beta-blocker-asthma"));
        api.awaitProcessed(tenant, shampooWithStatin).then()
                .body("riskLevel", equalTo("MILD")).body("findings", equalTo(List.of()));
    }

    @Test
    void thePatientBlockIsUpsertedOntoTheProfile() {
        String id = api.requestAssessment(tenant, WARFARIN_AND_ASPIRIN);
        String patientId = api.awaitProcessed(tenant, id).path("patientId");

        api.as(tenant).get("/v1/patients?externalId=MRN-1")
                .then().statusCode(200)
                .body("patients[0].id", equalTo(patientId))
                .body("patients[0].demographics.sex", equalTo("FEMALE"))
                .body("patients[0].demographics.dateOfBirth", equalTo("1950-03-02"));
    }

    @Test
    void aSecondRequestForTheSameExternalIdUsesTheSameProfile() {
        String first = api.awaitProcessed(tenant, api.requestAssessment(tenant, WARFARIN_AND_ASPIRIN)).path("patientId");
        String second = api.awaitProcessed(tenant, api.requestAssessment(tenant, """
                {"patient": {"externalId": "MRN-1"},
                 "medications": [{"name": "Metformin", "dosage": {"amount": 500, "unit": "mg", "frequency": "BID"}}]}"""))
                .path("patientId");

        assertThat(second).isEqualTo(first);
    }

    @Test
    void aRequestWithoutMedicationsIsRefused() {
        post("""
                {"patient": {"externalId": "x"}, "medications": []}""")
                .then().statusCode(400).body("message", equalTo("medications must list at least one medication"));
        post("""
                {"patient": {"externalId": "x"}}""")
                .then().statusCode(400).body("message", equalTo("medications must list at least one medication"));
    }

    @Test
    void eachMedicationNeedsANameAndANumericAmount() {
        post("""
                {"patient": {}, "medications": [{"name": " ", "dosage": {"amount": 5}}]}""")
                .then().statusCode(400).body("message", startsWith("medications[0].name is required"));
        post("""
                {"patient": {}, "medications": [{"name": "Warfarin"}]}""")
                .then().statusCode(400).body("message", equalTo("medications[0].dosage is required"));
        post("""
                {"patient": {}, "medications": [{"name": "Warfarin", "dosage": {"unit": "mg"}}]}""")
                .then().statusCode(400).body("message", equalTo("medications[0].dosage.amount is required"));
        post("""
                {"patient": {}, "medications": [{"name": "Warfarin", "dosage": {"amount": "five"}}]}""")
                .then().statusCode(400).body("message", equalTo("medications[0].dosage.amount must be a number"));
        post("""
                {"patient": {}, "medications": [{"name": "Warfarin", "dosage": {"amount": -1}}]}""")
                .then().statusCode(400).body("message", startsWith("medications[0].dosage.amount must be a number greater than 0"));
    }

    @Test
    void enumsAndDatesAreChecked() {
        post("""
                {"patient": {"demographics": {"sex": "M"}}, "medications": [{"name": "Warfarin", "dosage": {"amount": 5}}]}""")
                .then().statusCode(400).body("message", equalTo("patient.demographics.sex must be one of MALE, FEMALE, OTHER, UNKNOWN"));
        post("""
                {"patient": {"reproductiveStatus": "pregnant"}, "medications": [{"name": "Warfarin", "dosage": {"amount": 5}}]}""")
                .then().statusCode(400).body("message", startsWith("patient.reproductiveStatus must be one of REGULAR_CYCLE"));
        post("""
                {"patient": {"demographics": {"dateOfBirth": "02/03/1950"}}, "medications": [{"name": "Warfarin", "dosage": {"amount": 5}}]}""")
                .then().statusCode(400).body("message", startsWith("patient.demographics.dateOfBirth must be an ISO 8601 date"));
        post("""
                {"patient": {}, "medications": [{"name": "Warfarin", "dosage": {"amount": 5}, "startDate": "2026-02-01", "endDate": "2026-01-01"}]}""")
                .then().statusCode(400).body("message", equalTo("medications[0].endDate must not be before startDate"));
        post("""
                {"patient": {}, "medications": [{"name": "Warfarin", "dosage": {"amount": 5}, "status": "taking"}]}""")
                .then().statusCode(400).body("message", startsWith("medications[0].status must be one of active"));
        post("""
                {"patient": {}, "medications": [{"name": "Warfarin", "dosage": {"amount": 5}}],
                 "socialHistory": {"alcohol": "lots"}}""")
                .then().statusCode(400).body("message", equalTo("socialHistory.alcohol must be one of none, occasional, moderate, heavy"));
        post("""
                {"patient": {}, "medications": [{"name": "Warfarin", "dosage": {"amount": 5}}],
                 "labs": [{"name": "INR", "value": 2.5, "observedAt": "yesterday"}]}""")
                .then().statusCode(400).body("message", startsWith("labs[0].observedAt must be an ISO 8601 date or date-time"));
        post("""
                {"patient": {}, "medications": [{"name": "Warfarin", "dosage": {"amount": 5}}],
                 "allergies": [{"reaction": "hives"}]}""")
                .then().statusCode(400).body("message", equalTo("allergies[0] needs a substance or a code"));
    }

    @Test
    void aPatientBlockIsRequiredAndAnUnknownFieldIsRefused() {
        post("""
                {"medications": [{"name": "Warfarin", "dosage": {"amount": 5}}]}""")
                .then().statusCode(400).body("message", equalTo("patient is required"));
        post("""
                {"patient": {}, "medications": [{"name": "Warfarin", "dosage": {"amount": 5}}], "alergies": ["penicillin"]}""")
                .then().statusCode(400).body("message", equalTo("Unknown field 'alergies'"));
    }

    @Test
    void conditionsAndAllergiesMayBePlainStringsOrObjects() {
        String id = api.requestAssessment(tenant, """
                {"patient": {"demographics": {"dateOfBirth": "1970-05-05", "sex": "MALE"}},
                 "medications": [{"name": "Amoxicillin 500 MG", "dosage": {"amount": 500, "unit": "mg", "frequency": "q8h"}}],
                 "conditions": ["asthma", {"name": "Hypertension", "status": "active"}],
                 "allergies": ["penicillin", {"substance": "sulfa", "severity": "severe"}]}""");

        api.awaitProcessed(tenant, id).then()
                .body("status", equalTo("COMPLETED"))
                .body("findings.type", hasItem("DRUG_ALLERGY"));
    }

    @Test
    void aReactionThatIsOnlyASideEffectIsNoAllergyToTheDrugsRelatives() {
        String intolerance = withCodeineRecord(OXYCODONE, "nausea and vomiting");
        String allergy = withCodeineRecord(OXYCODONE, "nausea, hives");

        completed(intolerance)
                .body("findings.ruleId", not(hasItem("allergy-phenanthrene-opioid")));
        completed(allergy)
                .body("findings.ruleId", hasItem("allergy-phenanthrene-opioid"));
    }

    @Test
    void theSameDrugAfterARecordedIntoleranceIsAModerateFindingNotAnAllergy() {
        String id = withCodeineRecord("""
                {"name": "Tylenol #3", "dosage": {"amount": 1, "unit": "tablet", "frequency": "q6h"}}""", "nausea");

        completed(id)
                .body("riskLevel", equalTo("MODERATE"))
                .body("findings.ruleId", not(hasItem("allergy-same-ingredient")))
                .body("findings.find { it.ruleId == 'allergy-same-ingredient-intolerance' }.title",
                        equalTo("Codeine with a recorded intolerance to Codeine"));
    }

    @Test
    void aDrugThatOnlyDidNotWorkIsNoAllergyToItselfOrItsRelatives() {
        String relative = withCodeineRecord(OXYCODONE, "no pain relief");
        String sameDrug = withCodeineRecord("""
                {"name": "Tylenol #3", "dosage": {"amount": 1, "unit": "tablet", "frequency": "q6h"}}""", "ineffective");

        completed(relative)
                .body("findings.type", not(hasItem("DRUG_ALLERGY")))
                .body("incomplete", equalTo(false));
        completed(sameDrug)
                .body("findings.type", not(hasItem("DRUG_ALLERGY")));
    }

    @Test
    void aLiquidsStrengthPerFiveMillilitresConvertsADoseInMillilitres() {
        String toddler = """
                {"patient": {"demographics": {"dateOfBirth": "%s", "sex": "MALE", "weightKg": 12}},
                 "medications": [{"name": "acetaminophen 160 MG per 5 ML Oral Suspension",
                                  "dosage": {"amount": %d, "unit": "mL", "frequency": "q4h"}}]}""";
        String twoYearsOld = LocalDate.now().minusYears(2).minusMonths(1).toString();

        assessed(toddler.formatted(twoYearsOld, 15))
                .body("riskLevel", equalTo("SEVERE"))
                .body("findings.ruleId", hasItem("dose-child-acetaminophen"));
        assessed(toddler.formatted(twoYearsOld, 4))
                .body("findings.ruleId", not(hasItem("dose-child-acetaminophen")));
    }

    @Test
    void aConditionNamedOnlyAfterNoIsNotThePatientsButStatedItIs() {
        String quetiapine = """
                {"patient": {"demographics": {"dateOfBirth": "1945-05-05", "sex": "MALE"}},
                 "medications": [{"name": "quetiapine 25 MG Oral Tablet", "dosage": {"amount": 25, "unit": "mg", "frequency": "nightly"}}],
                 "conditions": ["%s"]}""";

        assessed(quetiapine.formatted("Parkinson disease psychosis, no dementia"))
                .body("findings.ruleId", not(hasItem("cond-antipsychotic-dementia")));
        assessed(quetiapine.formatted("Lewy body dementia"))
                .body("findings.ruleId", hasItem("cond-antipsychotic-dementia"));
    }

    private static final String OXYCODONE = """
            {"name": "Oxycodone 5 MG Oral Tablet", "dosage": {"amount": 5, "unit": "mg", "frequency": "q6h"}}""";

    /** An assessment of one medicine for a man whose record lists codeine with this reaction. */
    private String withCodeineRecord(String medication, String reaction) {
        return api.requestAssessment(tenant, """
                {"patient": {"demographics": {"dateOfBirth": "1980-05-05", "sex": "MALE"}},
                 "medications": [%s],
                 "allergies": [{"substance": "Codeine", "reaction": "%s"}]}""".formatted(medication, reaction));
    }

    @Test
    void dolutegravirOnceDailyBesideRifampinIsTooLowAndTwiceDailyIsTheLabelsDose() {
        String record = """
                {"patient": {"demographics": {"dateOfBirth": "1990-05-05", "sex": "MALE"}},
                 "medications": [{"name": "dolutegravir 50 MG Oral Tablet", "dosage": {"amount": 50, "unit": "mg", "frequency": "%s"}},
                                 {"name": "rifampin 300 MG Oral Capsule", "dosage": {"amount": 600, "unit": "mg", "frequency": "daily"}}],
                 "conditions": ["HIV infection", "Pulmonary tuberculosis"]}""";
        assessed(record.formatted("daily"))
                .body("findings.ruleId", hasItem("dolutegravir-inducer-dose-not-raised"))
                .body("riskLevel", equalTo("MODERATE"));
        assessed(record.formatted("BID"))
                .body("findings.ruleId", not(hasItem("dolutegravir-inducer-dose-not-raised")));
    }

    @Test
    void aDigoxinLevelInRangeTakenSinceBothStartedAnswersTheMonitoringRule() {
        String record = """
                {"patient": {"demographics": {"dateOfBirth": "1950-05-05", "sex": "MALE", "weightKg": 72}},
                 "medications": [{"name": "digoxin 0.125 MG Oral Tablet", "dosage": {"amount": 0.125, "unit": "mg", "frequency": "daily"}, "startDate": "%1$s"},
                                 {"name": "carvedilol 12.5 MG Oral Tablet", "dosage": {"amount": 12.5, "unit": "mg", "frequency": "BID"}, "startDate": "%1$s"}],
                 "labs": [%2$s]}""";
        String start = LocalDate.now().minusYears(1).toString();
        String level = "{\"name\": \"Digoxin level\", \"value\": 0.8, \"unit\": \"ng/mL\", \"observedAt\": \""
                + LocalDate.now().minusDays(5) + "\"}";
        assessed(record.formatted(start, level))
                .body("findings.ruleId", not(hasItem("digoxin-monitor-partner")));
        assessed(record.formatted(start, ""))
                .body("findings.ruleId", hasItem("digoxin-monitor-partner"));
    }

    @Test
    void aSuppressedTshSaysNothingOfALevothyroxineDoseStartedAfterIt() {
        String record = """
                {"patient": {"demographics": {"dateOfBirth": "1946-05-05", "sex": "FEMALE"}},
                 "medications": [{"name": "levothyroxine sodium 100 MCG Oral Tablet", "dosage": {"amount": 100, "unit": "mcg", "frequency": "daily"}, "startDate": "%s"}],
                 "conditions": ["Primary hypothyroidism"],
                 "labs": [{"name": "TSH", "value": 0.04, "unit": "mIU/L", "observedAt": "%s"}]}""";
        LocalDate tested = LocalDate.now().minusDays(10);
        assessed(record.formatted(tested.minusYears(1), tested))
                .body("findings.find { it.ruleId == 'lab-levothyroxine-tsh-suppressed' }.title",
                        equalTo("Levothyroxine with a TSH of 0.04 mIU/L"));
        assessed(record.formatted(tested.plusDays(2), tested))
                .body("findings.ruleId", not(hasItem("lab-levothyroxine-tsh-suppressed")));
    }

    @Test
    void aLithiumLevelOlderThanSixMonthsIsOverdueAndARecentOneIsNot() {
        String record = """
                {"patient": {"demographics": {"dateOfBirth": "1980-05-05", "sex": "MALE"}},
                 "medications": [{"name": "lithium carbonate 300 MG Oral Capsule", "dosage": {"amount": 300, "unit": "mg", "frequency": "BID"}, "startDate": "%s"}],
                 "conditions": ["Bipolar I disorder"],
                 "labs": [{"name": "Lithium level", "value": 0.7, "unit": "mmol/L", "observedAt": "%s"}]}""";
        LocalDate started = LocalDate.now().minusYears(3);
        assessed(record.formatted(started, LocalDate.now().minusMonths(8)))
                .body("findings.ruleId", hasItem("monitor-lithium-level-overdue"));
        assessed(record.formatted(started, LocalDate.now().minusMonths(2)))
                .body("findings.ruleId", not(hasItem("monitor-lithium-level-overdue")));
    }

    @Test
    void apixabanReducedForAtrialFibrillationNeedsTwoOfTheLabelsThreeReasons() {
        String record = """
                {"patient": {"demographics": {"dateOfBirth": "%s", "sex": "MALE", "weightKg": %s}},
                 "medications": [{"name": "apixaban 2.5 MG Oral Tablet", "dosage": {"amount": 2.5, "unit": "mg", "frequency": "BID"}}],
                 "conditions": ["Atrial fibrillation"],
                 "labs": [{"name": "Creatinine", "value": 1.0, "unit": "mg/dL", "observedAt": "%s"}]}""";
        String born81 = LocalDate.now().minusYears(81).minusDays(1).toString();
        String today = LocalDate.now().toString();
        assessed(record.formatted(born81, 72, today))
                .body("findings.ruleId", hasItem("dose-apixaban-af-reduced-without-criteria"));
        assessed(record.formatted(born81, 58, today))
                .body("findings.ruleId", not(hasItem("dose-apixaban-af-reduced-without-criteria")));
    }

    @Test
    void aTrimesterOnTheProblemListStandsForTheWeeksWhenNoneAreGiven() {
        String record = """
                {"patient": {"demographics": {"dateOfBirth": "1995-05-05", "sex": "FEMALE"}, "reproductiveStatus": "PREGNANT"},
                 "medications": [{"name": "ibuprofen 400 MG Oral Tablet", "dosage": {"amount": 400, "unit": "mg", "frequency": "q8h"}}],
                 "conditions": ["Supervision of normal pregnancy, %s trimester"]}""";
        assessed(record.formatted("third"))
                .body("findings.ruleId", hasItem("preg-nsaid-20-weeks"))
                .body("findings.ruleId", not(hasItem("preg-nsaid-weeks-unknown")));
        assessed(record.formatted("first"))
                .body("findings.ruleId", not(hasItem("preg-nsaid-20-weeks")));
    }

    @Test
    void aCombinationProductsOwnIngredientsAreNoInteractionButEitherMeetsAnotherMedicine() {
        String auvelity = """
                {"name": "Auvelity 45 MG / 105 MG Extended Release Oral Tablet", "dosage": {"amount": 1, "unit": "tablet", "frequency": "BID"}}""";
        assessed("""
                {"patient": {"demographics": {"dateOfBirth": "1980-05-05", "sex": "MALE"}},
                 "medications": [%s], "conditions": ["Major depressive disorder"]}""".formatted(auvelity))
                .body("findings.ruleId", not(hasItem("cyp2d6-strong-inhibitor-substrate")));
        assessed("""
                {"patient": {"demographics": {"dateOfBirth": "1980-05-05", "sex": "MALE"}},
                 "medications": [%s, {"name": "metoprolol tartrate 50 MG Oral Tablet", "dosage": {"amount": 50, "unit": "mg", "frequency": "BID"}}],
                 "conditions": ["Major depressive disorder", "Hypertension"]}""".formatted(auvelity))
                .body("findings.ruleId", hasItem("cyp2d6-strong-inhibitor-substrate"));
    }

    @Test
    void aFentanylPatchNeedsAWeekOfAnotherOpioidBeforeIt() {
        String record = """
                {"patient": {"demographics": {"dateOfBirth": "1960-05-05", "sex": "FEMALE"}},
                 "medications": [{"name": "oxycodone hydrochloride 10 MG Oral Tablet", "dosage": {"amount": 10, "unit": "mg", "frequency": "q4h"}, "startDate": "%s"},
                                 {"name": "fentanyl 25 MCG/HR Transdermal System", "dosage": {"amount": 1, "unit": "patch", "frequency": "q72h"}, "route": "transdermal", "startDate": "%s"}]}""";
        LocalDate today = LocalDate.now();
        assessed(record.formatted(today.minusDays(3), today))
                .body("findings.ruleId", hasItem("cond-fentanyl-patch-no-prior-opioid"));
        assessed(record.formatted(today.minusDays(21), today))
                .body("findings.ruleId", not(hasItem("cond-fentanyl-patch-no-prior-opioid")));
    }

    @Test
    void aDrugConditionTitleNamesTheConditionAndAnAllergyRecordMayDenyAnaphylaxis() {
        assessed("""
                {"patient": {"demographics": {"dateOfBirth": "1980-05-05", "sex": "MALE"}},
                 "medications": [{"name": "metoclopramide 10 MG Oral Tablet", "dosage": {"amount": 10, "unit": "mg", "frequency": "TID"}},
                                 {"name": "tocilizumab 162 MG/0.9ML Prefilled Syringe", "dosage": {"amount": 162, "unit": "mg", "frequency": "weekly"}, "route": "subcutaneous"}],
                 "conditions": ["Small bowel obstruction", "Diverticulitis"]}""")
                .body("findings.title", everyItem(not(containsString("{"))))
                .body("findings.find { it.ruleId == 'cond-il6-inhibitor-diverticulitis' }.title",
                        equalTo("Tocilizumab with diverticulitis"))
                .body("findings.ruleId", hasItem("cond-metoclopramide-gi-obstruction"));
        assessed("""
                {"patient": {"demographics": {"dateOfBirth": "1980-05-05", "sex": "MALE"}},
                 "medications": [{"name": "cephalexin 500 MG Oral Capsule", "dosage": {"amount": 500, "unit": "mg", "frequency": "QID"}}],
                 "allergies": [{"substance": "amoxicillin", "reaction": "hives in childhood, no anaphylaxis", "severity": "mild"}]}""")
                .body("riskLevel", equalTo("MILD"));
    }

    @Test
    void aCombinationLiquidNamingItsVolumeOnceCountsItsAcetaminophenTowardTheMaximum() {
        assessed("""
                {"patient": {"demographics": {"dateOfBirth": "1988-05-05", "sex": "FEMALE"}},
                 "medications": [{"name": "acetaminophen 500 MG Oral Tablet", "dosage": {"amount": 1000, "unit": "mg", "frequency": "q6h"}},
                                 {"name": "acetaminophen 325 MG / dextromethorphan hydrobromide 10 MG / doxylamine succinate 6.25 MG per 15 ML Oral Solution",
                                  "dosage": {"amount": 30, "unit": "mL", "frequency": "q6h"}}]}""")
                .body("riskLevel", equalTo("SEVERE"))
                .body("findings.find { it.ruleId == 'dose-max-acetaminophen' }.title",
                        startsWith("Acetaminophen 6600 mg a day"));
    }

    @Test
    void anAsNeededDoseWithoutAnIntervalIsReadPerDose() {
        String record = """
                {"patient": {"demographics": {"dateOfBirth": "1994-05-05", "sex": "FEMALE"}},
                 "medications": [{"name": "propranolol 60 MG 24HR Extended Release Oral Capsule", "dosage": {"amount": 60, "unit": "mg", "frequency": "daily"}},
                                 {"name": "rizatriptan %1$s MG Oral Tablet", "dosage": {"amount": %1$s, "unit": "mg", "frequency": "PRN"}}]}""";
        assessed(record.formatted("5")).body("findings.ruleId", not(hasItem("rizatriptan-propranolol")));
        assessed(record.formatted("10")).body("findings.ruleId", hasItem("rizatriptan-propranolol"));
    }

    @Test
    void twoTabletStrengthsOfOneMedicineAreOneDoseButABrandBesideItsGenericIsADuplicate() {
        assessed("""
                {"patient": {"demographics": {"dateOfBirth": "1985-05-05", "sex": "FEMALE"}},
                 "medications": [{"name": "hydrocortisone 10 MG Oral Tablet", "dosage": {"amount": 10, "unit": "mg", "frequency": "daily on waking"}},
                                 {"name": "hydrocortisone 5 MG Oral Tablet", "dosage": {"amount": 5, "unit": "mg", "frequency": "daily at 2 pm"}}],
                 "conditions": ["Primary adrenal insufficiency"]}""")
                .body("findings.ruleId", not(hasItem("dup-same-ingredient")));
        assessed("""
                {"patient": {"demographics": {"dateOfBirth": "1955-05-05", "sex": "MALE"}},
                 "medications": [{"name": "Coumadin 5 MG Oral Tablet", "dosage": {"amount": 5, "unit": "mg", "frequency": "daily"}},
                                 {"name": "warfarin sodium 5 MG Oral Tablet", "dosage": {"amount": 5, "unit": "mg", "frequency": "daily"}}]}""")
                .body("findings.ruleId", hasItem("dup-same-ingredient"));
    }

    @Test
    void acetaminophenInATabletWrittenFiveSlash325CountsTowardTheDailyMaximum() {
        assessed("""
                {"patient": {"demographics": {"dateOfBirth": "1983-05-05", "sex": "FEMALE"}},
                 "medications": [{"name": "Percocet 5/325 Oral Tablet", "dosage": {"amount": 2, "unit": "tablet", "frequency": "q6h"}},
                                 {"name": "Tylenol Extra Strength 500 MG Oral Tablet", "dosage": {"amount": 1000, "unit": "mg", "frequency": "q6h"}}]}""")
                .body("riskLevel", equalTo("SEVERE"))
                .body("findings.find { it.ruleId == 'dose-max-acetaminophen' }.title", startsWith("Acetaminophen 6600 mg a day"));
    }

    @Test
    void aVitaminDDoseInInternationalUnitsIsCheckedAgainstItsMaximum() {
        assessed("""
                {"patient": {"demographics": {"dateOfBirth": "1950-05-05", "sex": "FEMALE"}},
                 "medications": [{"name": "ergocalciferol 1.25 MG (50000 UNT) Oral Capsule", "dosage": {"amount": 50000, "unit": "IU", "frequency": "daily"}}]}""")
                .body("riskLevel", equalTo("SEVERE"))
                .body("findings.find { it.ruleId == 'dose-max-vitamin-d' }.title", startsWith("Ergocalciferol 1.25 mg a day"));
    }

    @Test
    void opioidsAreAddedUpInMorphineMilligramEquivalentsWithAPatchReadPerHour() {
        assessed("""
                {"patient": {"demographics": {"dateOfBirth": "1968-05-05", "sex": "MALE"}},
                 "medications": [{"name": "fentanyl 50 MCG/HR Transdermal System", "route": "transdermal", "dosage": {"amount": 1, "unit": "patch", "frequency": "q72h"}},
                                 {"name": "oxycodone hydrochloride 5 MG Oral Tablet", "dosage": {"amount": 5, "unit": "mg", "frequency": "q6h PRN"}}],
                 "conditions": ["Chronic low back pain"]}""")
                .body("riskLevel", equalTo("MODERATE"))
                .body("findings.find { it.ruleId == 'opioid-total-mme-90' }.title",
                        startsWith("Opioids add up to 150 morphine milligram equivalents a day"));
    }

    @Test
    void anSglt2InhibitorBelowItsStartingEgfrIsAFindingOnlyWhenJustStarted() {
        String started = empagliflozinAtEgfr17Since(LocalDate.now().minusDays(5));
        String continued = empagliflozinAtEgfr17Since(LocalDate.now().minusYears(3));

        completed(started)
                .body("findings.ruleId", hasItem("renal-sglt2-start-empagliflozin"));
        completed(continued)
                .body("findings.ruleId", not(hasItem("renal-sglt2-start-empagliflozin")));
    }

    private String empagliflozinAtEgfr17Since(LocalDate start) {
        return api.requestAssessment(tenant, """
                {"patient": {"demographics": {"dateOfBirth": "1955-05-05", "sex": "MALE"}},
                 "medications": [{"name": "Jardiance 10 MG Oral Tablet", "dosage": {"amount": 10, "unit": "mg", "frequency": "daily"},
                                  "startDate": "%s"}],
                 "labs": [{"name": "eGFR", "value": 17}]}""".formatted(start));
    }

    @Test
    void aTeratogenForSomeoneWhoCouldBecomePregnantAsksToConfirmContraception() {
        assessed("""
                {"patient": {"demographics": {"dateOfBirth": "2000-05-05", "sex": "FEMALE"}, "reproductiveStatus": "REGULAR_CYCLE"},
                 "medications": [{"name": "Depakote ER 500 MG", "dosage": {"amount": 500, "unit": "mg", "frequency": "BID"}}]}""")
                .body("riskLevel", equalTo("MODERATE"))
                .body("findings.find { it.ruleId == 'preg-teratogen-could-become-pregnant' }.title",
                        equalTo("Valproate in a patient who could become pregnant: confirm contraception"));
    }

    @Test
    void aPregnantPatientIsToldToStopATeratogenWhileANameThatIsNotHerConditionHoldsNothing() {
        assessed("""
                {"patient": {"demographics": {"dateOfBirth": "2000-05-05", "sex": "FEMALE"}, "reproductiveStatus": "PREGNANT"},
                 "medications": [{"name": "isotretinoin 40 MG Oral Capsule", "dosage": {"amount": 40, "unit": "mg", "frequency": "daily"}},
                                 {"name": "metoclopramide 10 MG Oral Tablet", "dosage": {"amount": 10, "unit": "mg", "frequency": "TID"}}],
                 "conditions": ["Wolff-Parkinson-White syndrome"]}""")
                .body("findings.ruleId", hasItem("preg-isotretinoin"))
                .body("findings.ruleId", not(hasItem("cond-dopamine-blocker-parkinson")))
                .body("narrative.generalAdvice", containsString("Stop taking it and contact your prescriber today"))
                .body("narrative.tailoredAdvice", containsString("stop isotretinoin"));
    }

    @Test
    void aMedicineThatIsNotRecognisedIsToldToThePatientAsNotChecked() {
        assessed("""
                {"patient": {"demographics": {"dateOfBirth": "1975-05-05", "sex": "MALE"}},
                 "medications": [{"name": "atorvastatin 20 MG Oral Tablet", "dosage": {"amount": 20, "unit": "mg", "frequency": "daily"}},
                                 {"name": "Lorazapem 1 MG", "dosage": {"amount": 1, "unit": "mg", "frequency": "daily"}}]}""")
                .body("narrative.generalExplanation", containsString("We could not recognise \"Lorazapem 1 MG\""))
                .body("narrative.tailoredAdvice", containsString("nothing we could check"));
    }

    @Test
    void nothingIsStoredWhenARequestIsRefused() {
        post("""
                {"patient": {"externalId": "MRN-REFUSED"}, "medications": [{"name": "Warfarin", "dosage": {"amount": "x"}}]}""")
                .then().statusCode(400);
        post("""
                {"patient": {"externalId": "MRN-REFUSED"}, "medications": [{"name": "Warfarin", "dosage": {"amount": 5}, "endDate": "bad"}]}""")
                .then().statusCode(400);

        api.as(tenant).get("/v1/patients?externalId=MRN-REFUSED").then().body("patients.size()", equalTo(0));
        api.as(tenant).get("/v1/assessments").then().body("assessments.size()", equalTo(0));
    }

    @Test
    void anotherTenantsAssessmentIs404Everywhere() {
        String id = api.requestAssessment(tenant, WARFARIN_AND_ASPIRIN);
        TestTenant other = api.registerTenant();

        api.as(other).get("/v1/assessments/" + id).then().statusCode(404)
                .body("message", equalTo("Assessment " + id + " not found"));
        api.as(other).contentType(ContentType.JSON).body("{\"status\": \"resolved\"}")
                .patch("/v1/assessments/" + id + "/status").then().statusCode(404);
        api.as(other).get("/v1/assessments/" + id + "/history").then().statusCode(404);
        api.as(other).get("/v1/assessments").then().body("assessments.size()", equalTo(0));
    }

    @Test
    void anUnknownAssessmentIs404AndAMalformedIdIs400() {
        api.as(tenant).get("/v1/assessments/7b8f2a52-2a9e-4a1a-9d43-0d2d4c0f9a11").then().statusCode(404);
        api.as(tenant).get("/v1/assessments/not-a-uuid").then().statusCode(400)
                .body("message", containsString("assessmentId"));
    }
}
