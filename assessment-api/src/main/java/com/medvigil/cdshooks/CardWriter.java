package com.medvigil.cdshooks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

import org.springframework.stereotype.Component;

import com.medvigil.assessment.FindingFamily;
import com.medvigil.assessment.fhirinput.Sourced;
import com.medvigil.cdshooks.feedback.OverrideReason;
import com.medvigil.engine.PatientCase;
import com.medvigil.engine.result.Finding;
import com.medvigil.engine.result.Narrative;
import com.medvigil.engine.result.Severity;

/**
 * Writes one card per finding, as the HL7 PDDI-CDS guide has interaction cards read: a summary
 * naming the medicines and the harm, the indicator from the severity (critical for contraindicated
 * and major, warning for moderate, info for minor), and a detail that says why it happens, what to
 * do, how well it is documented, which of the patient's medicines and data made it fire. The
 * suggestion removes the draft order; a safer alternative is never suggested as a {@code create},
 * because the engine neither checks its alternatives against this patient nor holds their codes.
 */
@Component
class CardWriter {

    private static final String SOURCE_LABEL = "MedVigil medication safety";

    Card write(Finding finding, Narrative narrative, HookInputs inputs, CardContext context) {
        List<Sourced<PatientCase.Medication>> drafts = finding.medications().stream()
                .map(inputs::draftNamed).flatMap(Optional::stream).toList();
        // A draft sent without a FHIR id has no reference: its card comes without the removal.
        List<Card.Suggestion> suggestions = drafts.stream().filter(draft -> draft.reference() != null)
                .map(draft -> removal(draft, finding.severity())).toList();
        Card card = new Card(UUID.randomUUID().toString(), summary(finding), detail(finding, drafts, context),
                indicator(finding.severity()), source(finding, narrative, context.knowledgeVersion()), suggestions,
                suggestions.isEmpty() ? null : "at-most-one", OverrideReason.all().stream()
                        .map(reason -> new Card.Coding(OverrideReason.SYSTEM, reason.code(), reason.display())).toList(),
                List.of(new Card.Link("Open the assessment in MedVigil", context.assessmentUrl(), "absolute")));
        return card;
    }

    static String indicator(Severity severity) {
        return switch (severity) {
            case CONTRAINDICATED, MAJOR -> "critical";
            case MODERATE -> "warning";
            case MINOR -> "info";
        };
    }

    /** The finding's title ("Warfarin with Clarithromycin: bleeding risk rises"), cut to fit 140 characters. */
    static String summary(Finding finding) {
        String title = finding.title().strip();
        if (title.length() <= Card.SUMMARY_MAX_LENGTH) {
            return title;
        }
        return title.substring(0, Card.SUMMARY_MAX_LENGTH - 1).stripTrailing() + "…";
    }

    private static String detail(Finding finding, List<Sourced<PatientCase.Medication>> drafts, CardContext context) {
        StringBuilder detail = new StringBuilder();
        paragraph(detail, "Why", finding.mechanism());
        paragraph(detail, "What to do", finding.management());
        String evidence = "severity " + finding.severity().label()
                + (finding.documentation() == null ? "" : "; documentation " + finding.documentation().label())
                + (finding.onset() == null ? "" : "; onset " + finding.onset());
        paragraph(detail, "Evidence", evidence);
        List<String> involved = new ArrayList<>();
        for (String medicine : finding.medications()) {
            boolean ordered = drafts.stream().anyMatch(draft -> draft.input().name().equals(medicine));
            involved.add(medicine + (ordered ? " (being ordered)" : ""));
        }
        paragraph(detail, "For this patient", "fired on " + String.join(", ", involved) + ".");
        paragraph(detail, "Data used", context.dataUsed());
        return detail.toString().strip();
    }

    private static void paragraph(StringBuilder detail, String heading, String text) {
        if (text != null && !text.isBlank()) {
            detail.append("**").append(heading).append(":** ").append(text.strip()).append("\n\n");
        }
    }

    private static Card.Source source(Finding finding, Narrative narrative, String knowledgeVersion) {
        String url = finding.referenceIndexes().stream()
                .filter(index -> index >= 0 && index < narrative.references().size())
                .map(index -> narrative.references().get(index).url())
                .filter(Objects::nonNull).findFirst().orElse(null);
        FindingFamily family = new FindingFamily(finding.type());
        return new Card.Source(SOURCE_LABEL + " (knowledge " + knowledgeVersion + ")", url,
                new Card.Coding(FindingFamily.SYSTEM, family.code(), family.display()));
    }

    private static Card.Suggestion removal(Sourced<PatientCase.Medication> draft, Severity severity) {
        String label = "Remove the draft order for " + draft.input().name();
        return new Card.Suggestion(label, UUID.randomUUID().toString(), severity == Severity.CONTRAINDICATED,
                List.of(new Card.Action("delete", label, draft.reference())));
    }

    /** What every card of one call shares: the assessment's address, the knowledge version, and the data used. */
    record CardContext(String assessmentUrl, String knowledgeVersion, String dataUsed) {

        static String dataUsed(Map<String, HookData.DataOrigin> origins, List<String> storedReferences) {
            List<String> parts = new ArrayList<>();
            for (HookData.DataOrigin origin : HookData.DataOrigin.values()) {
                List<String> keys = origins.entrySet().stream().filter(entry -> entry.getValue() == origin)
                        .map(Map.Entry::getKey).toList();
                if (!keys.isEmpty()) {
                    parts.add(String.join(", ", keys) + " " + origin.description());
                }
            }
            if (!storedReferences.isEmpty()) {
                parts.add("stored in MedVigil for this patient: " + String.join(", ", storedReferences));
            }
            return String.join("; ", parts) + ".";
        }
    }
}
