package com.medvigil.dashboard.assessments.web;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import com.medvigil.assessment.IncompleteCheck;
import com.medvigil.engine.EngineResult;
import com.medvigil.engine.result.Finding;
import com.medvigil.engine.result.Symptoms;

/**
 * The engine's result in the shape an assessment's page shows it to a clinician: the findings worst
 * first, each once, with what to do; monitoring and what could not be judged in words, not in the
 * engine's keys. The narrative fields that restate the findings for a patient (general and detailed
 * explanation, general advice, the pharmacology list, which repeats each finding's mechanism) stay
 * in the API and are not repeated here.
 */
public record ReadableResult(String riskLevel, String riskStyle, List<FindingView> findings, String forThisPatient,
                             List<MonitoringView> monitoring, List<String> couldNotJudge) {

    /** How many findings the top of the page shows before the detail. */
    static final int TOP = 3;

    /** Words some stored results hold where a value is absent (an older engine wrote Python's None). */
    private static final Set<String> ABSENT = Set.of("none", "null", "n/a", "na", "-");

    static ReadableResult of(EngineResult result, IncompleteCheck incomplete) {
        if (result == null) {
            return null;
        }
        String risk = result.riskLevel().name();
        // A MILD result that left inputs unchecked must not look like a green all-clear.
        String style = incomplete.incomplete() && "MILD".equals(risk) ? "risk-incomplete" : "risk-" + risk.toLowerCase(Locale.ROOT);
        List<FindingView> findings = orEmpty(result.findings()).stream()
                .sorted(Comparator.comparing(Finding::severity))
                .map(FindingView::of)
                .toList();
        Symptoms symptoms = result.symptoms();
        List<MonitoringView> monitoring = symptoms == null ? List.of()
                : orEmpty(symptoms.monitoring()).stream().map(MonitoringView::of).toList();
        List<String> couldNotJudge = orEmpty(result.missingData()).stream()
                .map(missing -> shown(missing.reason()))
                .filter(reason -> reason != null)
                .toList();
        return new ReadableResult(risk, style, findings,
                result.narrative() == null ? null : shown(result.narrative().tailoredAdvice()), monitoring, couldNotJudge);
    }

    public List<FindingView> topFindings() {
        return findings.subList(0, Math.min(TOP, findings.size()));
    }

    /** Whether the finding at this place in the list is one of those the top of the page shows. */
    public boolean atTop(int index) {
        return index < TOP;
    }

    public int moreFindings() {
        return Math.max(0, findings.size() - TOP);
    }

    /** One finding: how bad, which medicines, the harm in one line, what to do, and why. */
    public record FindingView(String severity, String medicines, String harm, String whatToDo, String mechanism,
                              String documentation, String onset, String confidence, String ruleId, List<Integer> references) {

        static FindingView of(Finding finding) {
            return new FindingView(finding.severity().label(), String.join(", ", orEmpty(finding.medications())),
                    shown(finding.title()), shown(finding.management()), shown(finding.mechanism()),
                    finding.documentation() == null ? null : finding.documentation().label(), shown(finding.onset()),
                    finding.confidence() == null ? null : finding.confidence().name().toLowerCase(Locale.ROOT),
                    shown(finding.ruleId()),
                    orEmpty(finding.referenceIndexes()).stream().map(index -> index + 1).toList());
        }

        /** "established, high confidence": how well documented and how sure; null when neither is known. */
        public String evidence() {
            String joined = Stream.of(documentation, confidence == null ? null : confidence + " confidence")
                    .filter(part -> part != null).collect(Collectors.joining(", "));
            return joined.isEmpty() ? null : joined;
        }
    }

    /** Something to monitor: its name, how often, the target when there is one, and what to do. */
    public record MonitoringView(String name, String frequency, String target, String action) {

        static MonitoringView of(Symptoms.Monitoring item) {
            return new MonitoringView(shown(item.name()), shown(item.frequency()), shown(item.target()), shown(item.action()));
        }
    }

    /** The text as a page may show it, or null when it is blank or a word for "nothing". */
    static String shown(String text) {
        if (text == null || text.isBlank() || ABSENT.contains(text.strip().toLowerCase(Locale.ROOT))) {
            return null;
        }
        return text.strip();
    }

    private static <T> List<T> orEmpty(List<T> list) {
        return list == null ? List.of() : list;
    }
}
