package com.medvigil.fhir.everything;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.EnumSet;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.medvigil.fhir.store.RowPosition;

import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;

/** The parameters of $everything as FHIR R4 defines them, and its cursor across the record's parts. */
class EverythingParametersTest {

    private static EverythingParameters of(String name, String... values) {
        return EverythingParameters.of(Map.of(name, values));
    }

    @Test
    void typeListsThePartsWantedAndRepeatingItAddsMore() {
        assertThat(of("_type", "Condition,DetectedIssue", "Patient").parts()).isEqualTo(
                EnumSet.of(EverythingPart.CONDITION, EverythingPart.DETECTED_ISSUE, EverythingPart.PATIENT));
        assertThat(EverythingParameters.of(Map.of()).parts()).isEqualTo(EnumSet.allOf(EverythingPart.class));
    }

    @Test
    void aTypeOutsideTheRecordIs400NamingIt() {
        assertThatThrownBy(() -> of("_type", "Condition,Medication")).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("_type").hasMessageContaining("'Medication'");
    }

    @Test
    void sinceIsAnInstantWithItsZone() {
        assertThat(of("_since", "2025-01-31T10:00:00Z").since().low()).isEqualTo(Instant.parse("2025-01-31T10:00:00Z"));
        assertThatThrownBy(() -> of("_since", "2025-01-31")).hasMessageContaining("_since");
        assertThatThrownBy(() -> of("_since", "2025-01-31T10:00:00")).hasMessageContaining("_since");
        assertThatThrownBy(() -> of("_since", "2025-02-30T10:00:00Z")).hasMessageContaining("_since");
    }

    @Test
    void countAndSummaryCountAreReadAsForSearches() {
        assertThat(of("_count", "20").count()).isEqualTo(20);
        assertThat(of("_count", "0").totalOnly()).isTrue();
        assertThat(of("_summary", "count").totalOnly()).isTrue();
        assertThatThrownBy(() -> of("_count", "-1")).hasMessageContaining("_count");
    }

    @Test
    void careDatesAndUnknownParametersAre400RatherThanIgnored() {
        assertThatThrownBy(() -> of("start", "2020-01-01")).hasMessageContaining("start");
        assertThatThrownBy(() -> of("end", "2020-01-01")).hasMessageContaining("end");
        assertThatThrownBy(() -> of("patient", "x")).hasMessageContaining("'patient'");
    }

    @Test
    void theCursorNamesThePartAndThePositionInItsOrder() {
        EverythingCursor observations = EverythingCursor.after(EverythingPart.OBSERVATION, new RowPosition(812, null));
        EverythingCursor issues = EverythingCursor.after(EverythingPart.DETECTED_ISSUE,
                new RowPosition(1, Instant.parse("2025-02-03T10:15:30.250Z")));

        assertThat(observations.value()).isEqualTo("5a812");
        assertThat(EverythingCursor.parse(observations.value())).isEqualTo(observations);
        assertThat(EverythingCursor.parse(issues.value())).isEqualTo(issues);
    }

    @Test
    void aPreviousLinksCursorIsBeforeItsPositionAsTheSearchesAre() {
        EverythingCursor observations = EverythingCursor.before(EverythingPart.OBSERVATION, new RowPosition(812, null));
        EverythingCursor issues = EverythingCursor.before(EverythingPart.DETECTED_ISSUE,
                new RowPosition(0, Instant.parse("2025-02-03T10:15:30.250Z")));

        assertThat(observations.value()).isEqualTo("5b812");
        assertThat(issues.value()).isEqualTo("7b0.1738577730250000");
        assertThat(EverythingCursor.parse("5b812")).isEqualTo(observations);
        assertThat(EverythingCursor.parse(issues.value())).isEqualTo(issues);
        assertThat(EverythingCursor.parse("5b812").backwards()).isTrue();
        assertThat(EverythingCursor.parse("5a812").backwards()).isFalse();
    }

    @Test
    void aStoredPartsCursorKeepsNoInstant() {
        EverythingCursor withInstant = EverythingCursor.before(EverythingPart.CONDITION,
                new RowPosition(3, Instant.parse("2025-02-03T10:15:30.250Z")));

        assertThat(withInstant.value()).isEqualTo("3b3");
    }

    @Test
    void aCursorThatIsNoPositionOfItsPartIs400() {
        assertThatThrownBy(() -> of("_cursor", "zz")).hasMessageContaining("_cursor");
        assertThatThrownBy(() -> of("_cursor", "9a1")).hasMessageContaining("_cursor");
        assertThatThrownBy(() -> of("_cursor", "5c1")).as("neither after nor before").hasMessageContaining("_cursor");
        assertThatThrownBy(() -> of("_cursor", "5a1.1738577730250000")).as("a stored part has no instant")
                .hasMessageContaining("_cursor");
        assertThatThrownBy(() -> of("_cursor", "5b1.1738577730250000")).as("nor backwards")
                .hasMessageContaining("_cursor");
        assertThatThrownBy(() -> of("_cursor", "7a1")).as("DetectedIssue positions carry one")
                .hasMessageContaining("_cursor");
        assertThatThrownBy(() -> of("_cursor", "7b1")).as("backwards too").hasMessageContaining("_cursor");
    }
}
