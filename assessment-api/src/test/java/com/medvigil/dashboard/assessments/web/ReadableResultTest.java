package com.medvigil.dashboard.assessments.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.medvigil.assessment.IncompleteCheck;
import com.medvigil.engine.EngineResult;
import com.medvigil.engine.result.Confidence;
import com.medvigil.engine.result.Documentation;
import com.medvigil.engine.result.Finding;
import com.medvigil.engine.result.MissingData;
import com.medvigil.engine.result.RiskLevel;
import com.medvigil.engine.result.Severity;
import com.medvigil.engine.result.Symptoms;
import com.medvigil.model.patient.Demographics;
import com.medvigil.model.patient.Sex;

/** How an assessment's page words the engine's result, and how it states a patient's age. */
class ReadableResultTest {

    @Test
    void findingsAreWorstFirstAndTheTopShowsThreeOfThem() {
        ReadableResult readable = ReadableResult.of(result(List.of(finding(Severity.MINOR, "d"), finding(Severity.MAJOR, "a"),
                finding(Severity.MODERATE, "c"), finding(Severity.CONTRAINDICATED, "b")), null, List.of()), IncompleteCheck.NONE);

        assertThat(readable.findings()).extracting(ReadableResult.FindingView::severity)
                .containsExactly("contraindicated", "major", "moderate", "minor");
        assertThat(readable.topFindings()).hasSize(3);
        assertThat(readable.moreFindings()).isEqualTo(1);
        assertThat(readable.findings().get(0).evidence()).isEqualTo("established, high confidence");
        assertThat(readable.findings().get(0).references()).containsExactly(1, 3);
    }

    @Test
    void aMonitoringTargetOfNoneIsLeftOutRatherThanShown() {
        Symptoms symptoms = new Symptoms(List.of(), List.of(new Symptoms.Monitoring("INR", "Weekly", "None", "Adjust the dose"),
                new Symptoms.Monitoring("Potassium", "Monthly", "3.5-5.0 mmol/L", " ")), List.of());

        ReadableResult readable = ReadableResult.of(result(List.of(), symptoms, List.of()), IncompleteCheck.NONE);

        assertThat(readable.monitoring()).containsExactly(new ReadableResult.MonitoringView("INR", "Weekly", null, "Adjust the dose"),
                new ReadableResult.MonitoringView("Potassium", "Monthly", "3.5-5.0 mmol/L", null));
    }

    @Test
    void whatCouldNotBeJudgedIsItsReasonNotTheEnginesKey() {
        ReadableResult readable = ReadableResult.of(result(List.of(), null, List.of(
                new MissingData("inr", "No INR on file: warfarin's effect could not be judged.", List.of("warfarin")))),
                IncompleteCheck.NONE);

        assertThat(readable.couldNotJudge()).containsExactly("No INR on file: warfarin's effect could not be judged.");
    }

    @Test
    void anIncompleteMildResultIsNotStyledAsMild() {
        EngineResult mild = result(List.of(), null, List.of());

        assertThat(ReadableResult.of(mild, IncompleteCheck.NONE).riskStyle()).isEqualTo("risk-mild");
        assertThat(ReadableResult.of(mild, new IncompleteCheck(true, List.of("Zorblaxifen"), List.of())).riskStyle())
                .isEqualTo("risk-incomplete");
    }

    @Test
    void ageComesFromTheBirthDateOrTheStatedAgeAndInfantsAreAgedInMonths() {
        LocalDate today = LocalDate.of(2026, 11, 26);
        Demographics born = new Demographics(null, null, null, LocalDate.of(1950, 11, 27), null, null, Sex.FEMALE,
                null, null, null, null);
        Demographics stated = new Demographics(null, null, null, null, 47, LocalDate.of(2025, 1, 1), null, null, null, null, null);
        Demographics infant = new Demographics(null, null, null, LocalDate.of(2026, 3, 1), null, null, null, null, null, null, null);

        assertThat(PatientLabel.age(born, today)).isEqualTo("75 years");
        assertThat(PatientLabel.age(stated, today)).isEqualTo("48 years");
        assertThat(PatientLabel.age(infant, today)).isEqualTo("8 months");
        assertThat(PatientLabel.age(Demographics.NONE, today)).isNull();
    }

    private static Finding finding(Severity severity, String title) {
        return new Finding("interaction", severity, List.of("warfarin"), title, "why", "what to do", List.of(0, 2),
                Confidence.HIGH, "rule-" + title, Documentation.ESTABLISHED, null);
    }

    private static EngineResult result(List<Finding> findings, Symptoms symptoms, List<MissingData> missing) {
        return new EngineResult(RiskLevel.from(findings), "summary", null, List.of(), symptoms, findings, List.of(), List.of(),
                missing, "test", false, List.of(), List.of(), null);
    }
}
