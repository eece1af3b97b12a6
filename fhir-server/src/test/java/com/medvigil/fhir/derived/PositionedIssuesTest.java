package com.medvigil.fhir.derived;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Date;
import java.util.List;

import org.hl7.fhir.r4.model.DateTimeType;
import org.hl7.fhir.r4.model.DetectedIssue;
import org.junit.jupiter.api.Test;

import com.medvigil.fhir.store.RowPosition;

import ca.uhn.fhir.model.api.TemporalPrecisionEnum;

/** Keyset positions of derived DetectedIssues: identified instant, then rank within that instant. */
class PositionedIssuesTest {

    private static final Instant FIRST = Instant.parse("2025-02-03T10:15:30.250Z");
    private static final Instant SECOND = Instant.parse("2025-02-03T10:15:31Z");

    private static DetectedIssue identifiedAt(String id, Instant instant) {
        DetectedIssue issue = new DetectedIssue();
        issue.setId(id);
        issue.setIdentified(new DateTimeType(Date.from(instant), TemporalPrecisionEnum.MILLI));
        return issue;
    }

    private static final PositionedIssues ISSUES = PositionedIssues.of(List.of(identifiedAt("a-0", FIRST),
            identifiedAt("a-1", FIRST), identifiedAt("b-0", SECOND)));

    @Test
    void issuesIdentifiedAtTheSameInstantAreRankedInTheirOrder() {
        assertThat(ISSUES.get(0).position()).isEqualTo(new RowPosition(0, FIRST));
        assertThat(ISSUES.get(1).position()).isEqualTo(new RowPosition(1, FIRST));
        assertThat(ISSUES.get(2).position()).isEqualTo(new RowPosition(0, SECOND));
    }

    @Test
    void aPageContinuesAfterAPositionByComparisonNotByOffset() {
        assertThat(ISSUES.firstAfter(new RowPosition(0, FIRST))).isEqualTo(1);
        assertThat(ISSUES.firstAfter(new RowPosition(1, FIRST))).isEqualTo(2);
        assertThat(ISSUES.firstAfter(new RowPosition(0, SECOND))).isEqualTo(3);
        assertThat(ISSUES.firstAfter(new RowPosition(5, Instant.parse("2025-02-03T10:15:30.500Z"))))
                .as("a position between issues, e.g. of an issue no longer matching").isEqualTo(2);
    }

    @Test
    void aPageBackwardsEndsBeforeThePosition() {
        assertThat(ISSUES.endBefore(new RowPosition(0, SECOND))).isEqualTo(2);
        assertThat(ISSUES.endBefore(new RowPosition(0, FIRST))).isZero();
    }
}
