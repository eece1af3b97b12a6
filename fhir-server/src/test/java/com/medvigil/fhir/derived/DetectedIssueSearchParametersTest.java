package com.medvigil.fhir.derived;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;

/** How a DetectedIssue search's query becomes criteria: FHIR's date prefixes over a value's whole precision. */
class DetectedIssueSearchParametersTest {

    private static final Instant COMPLETED = Instant.parse("2025-02-03T10:15:30.250Z");

    private static boolean identifiedMatches(String... values) {
        return DetectedIssueSearchParameters.bind(Map.of("identified", values)).identified().contains(COMPLETED);
    }

    @Test
    void aDayWithoutPrefixIsTheWholeUtcDay() {
        assertThat(identifiedMatches("2025-02-03")).isTrue();
        assertThat(identifiedMatches("2025-02-04")).isFalse();
        assertThat(identifiedMatches("2025-02")).isTrue();
        assertThat(identifiedMatches("2024")).isFalse();
    }

    @Test
    void prefixesCompareWithTheValuesWholePrecision() {
        assertThat(identifiedMatches("ge2025-02-03")).isTrue();
        assertThat(identifiedMatches("gt2025-02-03")).isFalse();
        assertThat(identifiedMatches("le2025-02-03")).isTrue();
        assertThat(identifiedMatches("lt2025-02-03")).isFalse();
        assertThat(identifiedMatches("lt2025-02-04")).isTrue();
        assertThat(identifiedMatches("gt2025-02-02")).isTrue();
    }

    @Test
    void aTimeStandsForItsMinuteSecondOrFraction() {
        assertThat(identifiedMatches("eq2025-02-03T10:15Z")).isTrue();
        assertThat(identifiedMatches("eq2025-02-03T11:15+01:00")).isTrue();
        assertThat(identifiedMatches("eq2025-02-03T10:15:30Z")).isTrue();
        assertThat(identifiedMatches("eq2025-02-03T10:15:30.25Z")).isTrue();
        assertThat(identifiedMatches("eq2025-02-03T10:15:30.249Z")).isFalse();
        assertThat(identifiedMatches("gt2025-02-03T10:15:30.249Z")).isTrue();
        assertThat(identifiedMatches("le2025-02-03T10:15:30.250Z")).isTrue();
        assertThat(identifiedMatches("lt2025-02-03T10:15:30.250Z")).isFalse();
    }

    @Test
    void repeatedDatesMustAllHold() {
        assertThat(identifiedMatches("ge2025-02-01", "lt2025-02-04")).isTrue();
        assertThat(identifiedMatches("ge2025-02-01", "lt2025-02-03")).isFalse();
    }

    @Test
    void aTimeWithoutZoneAnUnsupportedPrefixAndAnImpossibleDateAreRefusedNamingTheParameter() {
        assertThatThrownBy(() -> identifiedMatches("2025-02-03T10:15:30")).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("identified must be a FHIR date");
        assertThatThrownBy(() -> identifiedMatches("ne2025-02-03")).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("eq, ge, gt, le and lt");
        assertThatThrownBy(() -> identifiedMatches("2025-02-30")).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("identified");
    }

    @Test
    void patientTakesAReferenceABareIdOrAnAbsoluteUrlAndCommasAreAlternatives() {
        IssueSearch search = DetectedIssueSearchParameters.bind(Map.of("patient",
                new String[] {"Patient/p1,p2,https://ehr.example.org/fhir/Patient/p3"}));

        assertThat(search.patientIds()).containsExactlyInAnyOrder("p1", "p2", "p3");
        assertThatThrownBy(() -> DetectedIssueSearchParameters.bind(Map.of("patient", new String[] {"Group/g1"})))
                .isInstanceOf(InvalidRequestException.class).hasMessageContaining("patient must be a Patient reference");
    }

    @Test
    void repeatedIdsMustAllHold() {
        IssueSearch search = DetectedIssueSearchParameters.bind(Map.of("_id", new String[] {"a-0,a-1", "a-1,b-0"}));

        assertThat(search.ids()).isEqualTo(Set.of("a-1"));
    }

    @Test
    void anUnknownParameterIsRefusedNamingItAndTheSupportedOnes() {
        assertThatThrownBy(() -> DetectedIssueSearchParameters.bind(Map.of("subject", new String[] {"p1"})))
                .isInstanceOf(InvalidRequestException.class)
                .hasMessageEndingWith("Unknown search parameter 'subject' for DetectedIssue; supported: _id, identified, patient");
    }

    @Test
    void responseShapingParametersSelectNothing() {
        IssueSearch search = DetectedIssueSearchParameters.bind(Map.of("_format", new String[] {"json"},
                "_summary", new String[] {"true"}));

        assertThat(search.patientIds()).isNull();
        assertThat(search.ids()).isNull();
        assertThat(search.identified()).isEqualTo(IdentifiedPeriod.ALWAYS);
    }
}
