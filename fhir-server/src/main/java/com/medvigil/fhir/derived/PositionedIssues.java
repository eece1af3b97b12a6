package com.medvigil.fhir.derived;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.hl7.fhir.r4.model.DetectedIssue;

import com.medvigil.fhir.store.RowPosition;
import com.medvigil.fhir.store.SearchOrder;

/**
 * DetectedIssues in the order {@link AssessedIssues#search} gives them (oldest first), each with
 * the keyset position the stored types' {@code _cursor} carries: its {@code identified} instant
 * and its rank among the issues identified at that same instant. A page continues after a position
 * by comparison, as a stored search does, so issues of assessments completed meanwhile come on
 * later pages instead of shifting the ones already seen.
 */
public final class PositionedIssues {

    /** The order of the positions: by {@code identified}, the type's date. */
    public static final SearchOrder ORDER = new SearchOrder(SearchOrder.Key.DATE, false);

    private static final Comparator<RowPosition> POSITIONS = Comparator.comparing(RowPosition::sortValue)
            .thenComparingLong(RowPosition::rowId);

    private final List<Positioned> issues;

    private PositionedIssues(List<Positioned> issues) {
        this.issues = List.copyOf(issues);
    }

    public static PositionedIssues of(List<DetectedIssue> ordered) {
        List<Positioned> positioned = new ArrayList<>(ordered.size());
        Instant previous = null;
        long rank = 0;
        for (DetectedIssue issue : ordered) {
            Instant identified = issue.getIdentifiedDateTimeType().getValue().toInstant();
            rank = identified.equals(previous) ? rank + 1 : 0;
            previous = identified;
            positioned.add(new Positioned(issue, new RowPosition(rank, identified)));
        }
        return new PositionedIssues(positioned);
    }

    public int size() {
        return issues.size();
    }

    public Positioned get(int index) {
        return issues.get(index);
    }

    /** The index of the first issue after {@code position}; {@link #size()} when none is. */
    public int firstAfter(RowPosition position) {
        int index = 0;
        while (index < issues.size() && POSITIONS.compare(issues.get(index).position(), position) <= 0) {
            index++;
        }
        return index;
    }

    /** The index just past the last issue before {@code position}; 0 when none is. */
    public int endBefore(RowPosition position) {
        int index = 0;
        while (index < issues.size() && POSITIONS.compare(issues.get(index).position(), position) < 0) {
            index++;
        }
        return index;
    }

    /** An issue and its position. */
    public record Positioned(DetectedIssue issue, RowPosition position) {
    }
}
