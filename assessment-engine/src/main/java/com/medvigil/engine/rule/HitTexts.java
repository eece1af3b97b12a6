package com.medvigil.engine.rule;

import com.medvigil.engine.facts.CaseFacts;
import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.PlannedStarts;
import com.medvigil.engine.facts.RuleCandidate;
import com.medvigil.engine.facts.StopInfo;
import com.medvigil.engine.facts.TakenMedication;
import com.medvigil.engine.knowledge.AlreadyTakenAdvice;
import com.medvigil.engine.knowledge.ContextCriterion;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.knowledge.MedicationCriterion;
import com.medvigil.engine.knowledge.Rule;
import com.medvigil.engine.knowledge.RuleContext;
import com.medvigil.engine.result.Confidence;
import com.medvigil.engine.result.MissingData;
import com.medvigil.engine.result.Severity;

import java.time.LocalDate;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What a rule says for the patient at hand: its title, mechanism, management and missing-data advisory with the
 * placeholders filled ({drug}, {1}, {value}, {limit}, ...), graded by the candidate and the check.
 */
final class HitTexts {

    private final KnowledgeBase knowledge;

    HitTexts(KnowledgeBase knowledge) {
        this.knowledge = knowledge;
    }

    RuleHit hit(Rule rule, RuleCandidate candidate, ContextCheck.Result result, CaseFacts facts) {
        Map<String, String> values = placeholders(rule, candidate, result.value(), result.details());
        Confidence confidence = Confidence.lowest(rule.confidence(), result.confidence());
        for (IngredientUse use : candidate.uses()) {
            confidence = Confidence.lowest(confidence, use.medication().match().confidence());
        }
        Severity severity = candidate.severity() != null ? candidate.severity() : rule.severity();
        String shownByLab = result.details().get(ContextCheck.SHOWN_BY_LAB);
        String title = capitalised(fill(rule.title(), values));
        String mechanism = capitalised(fill(rule.mechanism(), values));
        if (shownByLab != null) {
            // The problem list does not name the condition: the title and text say which reading showed it.
            String reading = shownByLab.substring(0, shownByLab.indexOf(" is "));
            String condition = knowledge.conditionGroups().get(rule.context().find(ContextCriterion.Condition.class).orElseThrow().group()).name();
            title = title + " (" + reading + ")";
            mechanism = condition + " is not on the problem list, but " + shownByLab + ". " + mechanism;
        }
        String stoodInFor = result.details().get(ContextCheck.KIDNEY_MEASURE_STOOD_IN_FOR);
        boolean clearanceWanted = "crcl".equals(stoodInFor);
        String statedBy = result.details().get(ContextCheck.KIDNEY_FUNCTION_STATED_BY);
        if (statedBy != null) {
            // No reading gave the kidney function: the title and text say that the stage on the problem list did.
            title = title + " (" + decapitalised(statedBy) + " on the problem list)";
            mechanism = "No current eGFR or creatinine is on file; " + decapitalised(statedBy) + " on the problem list"
                    + " places the eGFR at " + result.value() + " mL/min/1.73m2 (KDIGO)"
                    + (clearanceWanted ? ", taken here for the creatinine clearance" : "") + ". " + mechanism;
        } else if (stoodInFor != null) {
            // The rule's own kidney measure is not on file: say which one was read in its place.
            title = title + (clearanceWanted ? " (the eGFR, taken for the clearance)"
                    : " (the creatinine clearance, taken for the eGFR)");
            mechanism = (clearanceWanted
                    ? "No creatinine clearance is on file; the eGFR of " + result.value() + " mL/min/1.73m2 is taken for it. "
                    : "No eGFR is on file; the creatinine clearance of " + result.value() + " mL/min is taken for it. ")
                    + mechanism;
        }
        return new RuleHit(rule, severity, candidate.uses(), shownNames(rule, candidate), title,
                mechanism + washoutNote(candidate),
                capitalised(forThisList(fill(rule.management(), values), facts)), confidence, candidate.allergen());
    }

    private static String decapitalised(String text) {
        return text.isEmpty() ? text : Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }

    /** The hit of a day a planned medicine starts on, saying which medicines are planned and from when. */
    static RuleHit planned(RuleHit hit, LocalDate asOf) {
        StringBuilder note = new StringBuilder();
        Set<String> told = new HashSet<>();
        for (IngredientUse use : hit.uses()) {
            TakenMedication medication = use.medication();
            if (PlannedStarts.isPlanned(medication, asOf) && told.add(medication.name())) {
                note.append(" ").append(medication.name()).append(" is planned to start on ")
                        .append(medication.startDate()).append(".");
            }
        }
        return new RuleHit(hit.rule(), hit.severity(), hit.uses(), hit.shownNames(), hit.title(),
                hit.mechanism() + note, hit.management(), hit.confidence(), hit.allergen());
    }

    /** Says which of the medicines was already stopped, and why it still counts. */
    private static String washoutNote(RuleCandidate candidate) {
        StringBuilder note = new StringBuilder();
        Set<String> told = new HashSet<>();
        for (IngredientUse use : candidate.uses()) {
            StopInfo stopped = use.medication().stopped();
            if (stopped != null && told.add(use.medication().name())) {
                note.append(" ").append(use.medication().name())
                        .append(stopped.planned() ? " is set to stop on " : " was stopped on ").append(stopped.endDate())
                        .append(" but still counts until ").append(stopped.endDate().plusDays(stopped.washoutDays()))
                        .append(" (").append(stopped.washoutDays()).append("-day washout: ").append(stopped.basis())
                        .append(")");
            }
        }
        return note.toString();
    }

    /**
     * Advice knows the rest of the list: a recommendation to add a medicine the patient already takes (a proton
     * pump inhibitor) is said as continuing the one they take.
     */
    private String forThisList(String management, CaseFacts facts) {
        String text = management;
        for (AlreadyTakenAdvice advice : knowledge.alreadyTakenAdvice()) {
            int at = text.toLowerCase(Locale.ROOT).indexOf(advice.says().toLowerCase(Locale.ROOT));
            if (at < 0) {
                continue;
            }
            List<String> taking = facts.systemicUses().stream()
                    .filter(use -> use.tokens().contains(advice.drugOrClass()))
                    .map(IngredientUse::displayName).distinct().toList();
            if (!taking.isEmpty()) {
                text = text.substring(0, at) + advice.instead().replace("{taking}", joinNaturally(taking))
                        + text.substring(at + advice.says().length());
            }
        }
        return text;
    }

    MissingData advisory(Rule rule, RuleCandidate candidate, ContextCheck.Result result) {
        Map<String, String> values = placeholders(rule, candidate, null, result.details());
        List<String> medicines = candidate.uses().stream().map(use -> use.medication().name()).distinct().toList();
        return new MissingData(result.missingItem(), fill(rule.missing(), values), medicines);
    }

    /**
     * The medicines as the texts name them: the candidate's slot names for a rule on named drugs or classes (a
     * product met through two ingredients is one name, "norgestimate / ethinyl estradiol"), else each ingredient.
     */
    private static List<String> shownNames(Rule rule, RuleCandidate candidate) {
        if (rule.medications() instanceof MedicationCriterion.AnyOf || rule.medications() instanceof MedicationCriterion.AllOf) {
            return candidate.slotNames();
        }
        return candidate.uses().stream().map(IngredientUse::displayName).distinct().toList();
    }

    private Map<String, String> placeholders(Rule rule, RuleCandidate candidate, String value,
                                             Map<String, String> details) {
        Map<String, String> values = new LinkedHashMap<>();
        List<String> names = shownNames(rule, candidate);
        values.put("drug", String.join(", ", names));
        values.put("drugs", joinNaturally(names));
        for (int i = 0; i < candidate.slotNames().size(); i++) {
            values.put(String.valueOf(i + 1), candidate.slotNames().get(i));
        }
        values.put("all", String.join(", ", candidate.slotNames()));
        values.put("allergen", candidate.allergen() == null ? "" : candidate.allergen());
        String shown = value != null ? value : candidate.value();
        values.put("value", shown == null ? "" : shown);
        Double limit = limit(rule.context());
        values.put("limit", limit == null ? "" : ContextCheck.format(limit));
        values.putAll(details);
        return values;
    }

    /** The {limit} of a rule's texts: its fixed daily dose limit, else its lab threshold. */
    private static Double limit(RuleContext context) {
        Double mg = context.find(ContextCriterion.DailyDose.class).map(ContextCriterion.DailyDose::mg).orElse(null);
        if (mg != null) {
            return mg;
        }
        return context.find(ContextCriterion.Lab.class).map(lab -> lab.above() != null ? lab.above() : lab.below())
                .orElse(null);
    }

    private static String fill(String template, Map<String, String> values) {
        String text = template;
        for (Map.Entry<String, String> entry : values.entrySet()) {
            text = text.replace("{" + entry.getKey() + "}", entry.getValue());
        }
        return text;
    }

    private static String joinNaturally(List<String> names) {
        if (names.size() <= 1) {
            return String.join("", names);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
    }
}
