package com.medvigil.fhir.submit;

import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;

import org.hl7.fhir.r4.model.OperationOutcome;
import org.hl7.fhir.r4.model.OperationOutcome.IssueSeverity;
import org.hl7.fhir.r4.model.OperationOutcome.IssueType;

import com.medvigil.fhir.ServedType;

/**
 * Collects what happened to a bundle's entries: an error issue per refused entry, a warning per
 * doubtful one, an information issue per ignored resource type and per entry that ifNoneExist
 * found stored, and the counts of the summary.
 */
final class SubmissionReport {

    private final OperationOutcome outcome = new OperationOutcome();
    private final Map<ServedType, Integer> stored = new EnumMap<>(ServedType.class);
    private final Map<ServedType, Integer> refused = new EnumMap<>(ServedType.class);
    private static final String MEDICATION = "Medication";
    private final Map<String, Integer> ignoredByType = new TreeMap<>();
    private int errors;
    private int warnings;
    private final Map<ServedType, Integer> unchangedByType = new EnumMap<>(ServedType.class);
    private final Map<ServedType, Integer> conflictsByType = new EnumMap<>(ServedType.class);
    private int unchanged;
    private int conflicts;

    static String entryPath(int index) {
        return "Bundle.entry[" + index + "]";
    }

    /** {@code type} is null when the entry is not a resource of one of the seven types. */
    void refused(int index, ServedType type, EntryProblem problem) {
        errors++;
        if (type != null) {
            refused.merge(type, 1, Integer::sum);
        }
        String expression = problem.element().isEmpty() ? entryPath(index) : entryPath(index) + "." + problem.element();
        issue(IssueSeverity.ERROR, problem.code(), expression, "Entry " + index + " was not stored: " + problem.getMessage());
    }

    void warning(int index, String element, IssueType code, String diagnostics) {
        warnings++;
        issue(IssueSeverity.WARNING, code, entryPath(index) + "." + element, diagnostics);
    }

    /** Not written: its ifNoneExist matched {@code existing}, already stored or earlier in the bundle. */
    void unchanged(int index, ServedType type, String condition, String existing) {
        unchanged++;
        unchangedByType.merge(type, 1, Integer::sum);
        issue(IssueSeverity.INFORMATION, IssueType.DUPLICATE, entryPath(index) + "." + ConditionalCreate.ELEMENT,
                "Entry " + index + " was not stored: ifNoneExist '" + condition + "' matches " + type.resourceType()
                        + "/" + existing + ", which exists; nothing was written");
    }

    /** Refused: its ifMatch named another version than the stored one. */
    void conflict(VersionConflict conflict) {
        conflicts++;
        conflictsByType.merge(conflict.type(), 1, Integer::sum);
        refused(conflict.entryIndex(), conflict.type(), new EntryProblem("request.ifMatch", IssueType.CONFLICT,
                conflict.describe()));
    }

    void ignored(String resourceType) {
        ignoredByType.merge(resourceType, 1, Integer::sum);
    }

    void stored(ServedType type) {
        stored.merge(type, 1, Integer::sum);
    }

    SubmitResult finish() {
        ignoredByType.forEach((type, count) -> outcome.addIssue()
                .setSeverity(IssueSeverity.INFORMATION)
                .setCode(IssueType.NOTSUPPORTED)
                .setDiagnostics(count + " " + type + " " + (count == 1 ? "entry was" : "entries were")
                        + " ignored: MedVigil stores only Patient, MedicationStatement, MedicationRequest, Condition,"
                        + " AllergyIntolerance, Observation and Encounter"
                        + (MEDICATION.equals(type) ? " (of a Medication it keeps only the code, for the statements and"
                        + " requests that name their medicine through it)" : "")));
        SubmitSummary summary = summary();
        int storedTotal = stored.values().stream().mapToInt(Integer::intValue).sum();
        outcome.getIssue().add(0, new OperationOutcome.OperationOutcomeIssueComponent()
                .setSeverity(IssueSeverity.INFORMATION)
                .setCode(IssueType.INFORMATIONAL)
                .setDiagnostics(storedTotal + " stored, " + summary.errors() + " refused, " + summary.warnings()
                        + " with warnings, " + summary.ignored() + " ignored"
                        + (unchanged > 0 ? ", " + unchanged + " unchanged (ifNoneExist matched)" : "")
                        + (conflicts > 0 ? ", " + conflicts + " refused by ifMatch" : "")));
        return new SubmitResult(outcome, summary);
    }

    /** The counts of the finished report, for metrics. */
    BundleSubmitted counts() {
        int refusedWithType = refused.values().stream().mapToInt(Integer::intValue).sum();
        int ignored = ignoredByType.values().stream().mapToInt(Integer::intValue).sum();
        return new BundleSubmitted(stored, refused, errors - refusedWithType, ignored, unchangedByType, conflictsByType);
    }

    private SubmitSummary summary() {
        int ignored = ignoredByType.values().stream().mapToInt(Integer::intValue).sum();
        return new SubmitSummary(count(ServedType.PATIENT), count(ServedType.MEDICATION_STATEMENT),
                count(ServedType.MEDICATION_REQUEST), count(ServedType.CONDITION), count(ServedType.ALLERGY_INTOLERANCE),
                count(ServedType.OBSERVATION), count(ServedType.ENCOUNTER), errors, warnings, ignored, unchanged, conflicts);
    }

    private int count(ServedType type) {
        return stored.getOrDefault(type, 0);
    }

    private void issue(IssueSeverity severity, IssueType code, String expression, String diagnostics) {
        outcome.addIssue().setSeverity(severity).setCode(code).setDiagnostics(diagnostics).addExpression(expression);
    }
}
