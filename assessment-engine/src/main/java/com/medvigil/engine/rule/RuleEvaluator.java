package com.medvigil.engine.rule;

import com.medvigil.engine.allergy.AllergyMatcher;
import com.medvigil.engine.duplicate.SameIngredient;
import com.medvigil.engine.facts.CaseFacts;
import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.RuleCandidate;
import com.medvigil.engine.facts.StopInfo;
import com.medvigil.engine.geriatric.AnticholinergicBurden;
import com.medvigil.engine.interaction.Combinations;
import com.medvigil.engine.knowledge.AlreadyTakenAdvice;
import com.medvigil.engine.knowledge.Family;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.knowledge.MedicationCriterion;
import com.medvigil.engine.knowledge.Rule;
import com.medvigil.engine.result.Confidence;
import com.medvigil.engine.result.MissingData;
import com.medvigil.engine.result.Severity;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Runs every knowledge rule against one patient. The evaluator knows nothing of any particular drug: what a rule
 * says comes from its file, and this class only matches medicines, checks context and fills in the texts.
 */
public final class RuleEvaluator {

    private static final Comparator<RuleHit> MOST_SEVERE_FIRST = Comparator
            .comparing((RuleHit hit) -> hit.severity().ordinal())
            .thenComparing(hit -> hit.rule().id())
            .thenComparing(hit -> String.join("|", hit.medicationNames()));

    private final KnowledgeBase knowledge;

    public RuleEvaluator(KnowledgeBase knowledge) {
        this.knowledge = knowledge;
    }

    public Evaluation evaluate(CaseFacts facts) {
        UsesInView uses = UsesInView.of(facts);
        List<RuleHit> hits = new ArrayList<>();
        List<Set<String>> judgedWithinLimit = new ArrayList<>();
        Map<String, MissingData> missing = new LinkedHashMap<>();
        for (Rule rule : knowledge.rules()) {
            for (RuleCandidate candidate : uses.candidatesOf(rule, this)) {
                ContextCheck.Result result = ContextCheck.check(rule.context(), facts, candidate.uses());
                switch (result.outcome()) {
                    case HOLDS -> hits.add(hit(rule, candidate, result, facts));
                    case MISSING -> {
                        if (rule.missing() != null && needs(rule).contains(result.missingItem())) {
                            MissingData advisory = advisory(rule, candidate, result);
                            missing.putIfAbsent(advisory.item() + "|" + advisory.reason(), advisory);
                        }
                    }
                    case WITHIN_LIMIT -> {
                        if (rule.family() == Family.INTERACTION && !rule.generic()) {
                            judgedWithinLimit.add(candidate.uses().stream().map(IngredientUse::ingredientId)
                                    .collect(Collectors.toSet()));
                        }
                    }
                    case FAILS -> {
                    }
                }
            }
        }
        List<RuleHit> kept = AssumedNames.qualify(strongestAllergyHits(withoutCoveredGenericHits(hits, judgedWithinLimit)));
        kept.sort(MOST_SEVERE_FIRST);
        return new Evaluation(List.copyOf(kept), List.copyOf(missing.values()));
    }

    /**
     * The rules a medicine with these tokens could take part in, for {@link #anyHitInvolving}: callers that ask about
     * the same medicine often keep this list. A rule on the same ingredient twice is left out (the medicine asked
     * about is one the patient does not take), and so is the anticholinergic burden unless the medicine scores.
     */
    public List<Rule> rulesInvolving(String ingredientId, Set<String> tokens) {
        return knowledge.rules().stream().filter(rule -> mayInvolve(rule.medications(), ingredientId, tokens)).toList();
    }

    /**
     * Whether a medicine would take part in a finding that {@code counts} for this patient: only {@code rules} (from
     * {@link #rulesInvolving}) are run, and the search stops at the first such finding, so that asking this of a
     * medicine the patient might take instead costs a small fraction of a full evaluation. Generic mechanism hits
     * count even where a specific rule covers them: here any finding counts.
     */
    public boolean anyHitInvolving(CaseFacts facts, IngredientUse use, List<Rule> rules, Predicate<RuleHit> counts) {
        UsesInView uses = UsesInView.of(facts);
        for (Rule rule : rules) {
            for (RuleCandidate candidate : uses.candidatesOf(rule, this)) {
                if (!candidate.uses().contains(use)) {
                    continue;
                }
                ContextCheck.Result result = ContextCheck.check(rule.context(), facts, candidate.uses());
                if (result.outcome() == ContextCheck.Outcome.HOLDS && counts.test(hit(rule, candidate, result, facts))) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean mayInvolve(MedicationCriterion criterion, String ingredientId, Set<String> tokens) {
        if (criterion instanceof MedicationCriterion.SameIngredient) {
            return false;
        }
        if (criterion instanceof MedicationCriterion.Burden) {
            return knowledge.anticholinergicScores().containsKey(ingredientId);
        }
        if (criterion instanceof MedicationCriterion.Allergy allergy) {
            return allergy.match() == MedicationCriterion.AllergyMatch.SAME_INGREDIENT
                    || !Collections.disjoint(tokens, allergy.drugs());
        }
        if (criterion instanceof MedicationCriterion.AnyOf anyOf) {
            return !Collections.disjoint(tokens, anyOf.refs());
        }
        if (criterion instanceof MedicationCriterion.AllOf allOf) {
            return allOf.slots().stream().anyMatch(slot -> !Collections.disjoint(tokens, slot));
        }
        if (criterion instanceof MedicationCriterion.AtLeast atLeast) {
            return !Collections.disjoint(tokens, atLeast.refs());
        }
        return true;
    }

    private List<RuleCandidate> candidates(Rule rule, CaseFacts facts, Map<String, List<IngredientUse>> systemic,
                                           Map<String, List<IngredientUse>> all) {
        MedicationCriterion criterion = rule.medications();
        if (criterion instanceof MedicationCriterion.AnyOf anyOf) {
            return Combinations.anyOf(anyOf.refs(), systemic);
        }
        if (criterion instanceof MedicationCriterion.AllOf allOf) {
            return allOf.slots().size() == 2
                    ? Combinations.pairs(allOf.slots().get(0), allOf.slots().get(1), systemic)
                    : Combinations.oneFromEach(allOf.slots(), systemic).stream().toList();
        }
        if (criterion instanceof MedicationCriterion.AtLeast atLeast) {
            return Combinations.atLeast(atLeast.count(), atLeast.refs(), systemic,
                    rule.family() == Family.DUPLICATION).stream().toList();
        }
        if (criterion instanceof MedicationCriterion.SameIngredient) {
            return SameIngredient.find(systemic);
        }
        if (criterion instanceof MedicationCriterion.Allergy allergy) {
            return AllergyMatcher.match(allergy, rule.severity(), rule.severeReactionSeverity(), facts.allergies(), all);
        }
        if (criterion instanceof MedicationCriterion.Burden burden) {
            return AnticholinergicBurden.reaching(burden.atLeast(), knowledge.anticholinergicScores(),
                            knowledge.anticholinergicDoseFloors(), systemic)
                    .stream().toList();
        }
        throw new IllegalStateException("unknown criterion " + criterion);
    }

    /**
     * A stopped medicine takes part only beside a current one its washout speaks about: two stopped medicines do not
     * interact, and most antidepressants' washouts concern only a new MAOI.
     */
    private static boolean washoutAllows(RuleCandidate candidate) {
        for (IngredientUse use : candidate.uses()) {
            StopInfo stopped = use.medication().stopped();
            if (stopped != null && candidate.uses().stream().noneMatch(stopped::countsWith)) {
                return false;
            }
        }
        return true;
    }

    private static Set<String> presentTokens(List<IngredientUse> uses) {
        Set<String> tokens = new HashSet<>();
        uses.forEach(use -> tokens.addAll(use.tokens()));
        return tokens;
    }

    /**
     * Most rules name medicines the patient does not take; a slot no systemic medicine can fill rules the rule out
     * before the pairwise search (allergy and burden criteria are left to their own matching).
     */
    private static boolean cannotMatch(MedicationCriterion criterion, Set<String> present) {
        if (criterion instanceof MedicationCriterion.AnyOf anyOf) {
            return Collections.disjoint(present, anyOf.refs());
        }
        if (criterion instanceof MedicationCriterion.AllOf allOf) {
            return allOf.slots().stream().anyMatch(slot -> Collections.disjoint(present, slot));
        }
        if (criterion instanceof MedicationCriterion.AtLeast atLeast) {
            return Collections.disjoint(present, atLeast.refs());
        }
        return false;
    }

    /**
     * The data a rule's advisory speaks about: usually one item, several when the rule weighs several patient factors
     * (apixaban's age, weight and creatinine). A rule that needs kidney function and a dose says nothing when only
     * the dose is missing: the maximum-dose rules report that.
     */
    private static Set<String> needs(Rule rule) {
        var c = rule.context();
        if (c.riskFactors() != null) {
            Set<String> items = new HashSet<>();
            for (var factor : c.riskFactors().of()) {
                items.add(factor.minAge() != null ? "age" : factor.maxWeightKg() != null ? "weight" : factor.lab());
            }
            return items;
        }
        if (c.dailyDoseAboveMgPerKg() != null) {
            return Set.of("weight");
        }
        if (c.takenForMoreThanDays() != null) {
            return Set.of("start date");
        }
        if (c.releaseForm() != null) {
            return Set.of("release form");
        }
        String primary = primaryNeed(rule);
        // A condition rule with nothing else to ask for speaks about the problem list itself.
        return Set.of(c.condition() != null && primary.equals("age") ? "conditions" : primary);
    }

    private static String primaryNeed(Rule rule) {
        var c = rule.context();
        if (c.lab() != null) {
            return c.lab();
        }
        if (!c.reproductive().isEmpty()) {
            return "reproductive status";
        }
        if (c.gestationalWeeksAtLeast() != null) {
            return "gestational age";
        }
        if (c.smoking() != null) {
            return "smoking status";
        }
        if (c.alcohol() != null) {
            return "alcohol use";
        }
        if (c.grapefruit() != null) {
            return "grapefruit intake";
        }
        if (c.dailyDoseAboveMg() != null) {
            return "dose";
        }
        if (c.timesPerDayAtLeast() != null) {
            return "dosing frequency";
        }
        return "age";
    }

    private static Map<String, List<IngredientUse>> byIngredient(List<IngredientUse> uses) {
        Map<String, List<IngredientUse>> grouped = new LinkedHashMap<>();
        for (IngredientUse use : uses) {
            grouped.computeIfAbsent(use.ingredientId(), k -> new ArrayList<>()).add(use);
        }
        return grouped;
    }

    private RuleHit hit(Rule rule, RuleCandidate candidate, ContextCheck.Result result, CaseFacts facts) {
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
            String condition = knowledge.conditionGroups().get(rule.context().condition()).name();
            title = title + " (" + reading + ")";
            mechanism = condition + " is not on the problem list, but " + shownByLab + ". " + mechanism;
        }
        return new RuleHit(rule, severity, candidate.uses(), title, mechanism + washoutNote(candidate),
                capitalised(forThisList(fill(rule.management(), values), facts)), confidence, candidate.allergen());
    }

    /** Says which of the medicines was already stopped, and why it still counts. */
    private static String washoutNote(RuleCandidate candidate) {
        StringBuilder note = new StringBuilder();
        Set<String> told = new HashSet<>();
        for (IngredientUse use : candidate.uses()) {
            StopInfo stopped = use.medication().stopped();
            if (stopped != null && told.add(use.medication().name())) {
                note.append(" ").append(use.medication().name()).append(" was stopped on ").append(stopped.endDate())
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

    private MissingData advisory(Rule rule, RuleCandidate candidate, ContextCheck.Result result) {
        Map<String, String> values = placeholders(rule, candidate, null, result.details());
        List<String> medicines = candidate.uses().stream().map(use -> use.medication().name()).distinct().toList();
        return new MissingData(result.missingItem(), fill(rule.missing(), values), medicines);
    }

    private Map<String, String> placeholders(Rule rule, RuleCandidate candidate, String value,
                                             Map<String, String> details) {
        Map<String, String> values = new LinkedHashMap<>();
        List<String> names = candidate.uses().stream().map(IngredientUse::displayName).distinct().toList();
        values.put("drug", String.join(", ", names));
        values.put("drugs", joinNaturally(names));
        for (int i = 0; i < candidate.slotNames().size(); i++) {
            values.put(String.valueOf(i + 1), candidate.slotNames().get(i));
        }
        values.put("all", String.join(", ", candidate.slotNames()));
        values.put("allergen", candidate.allergen() == null ? "" : candidate.allergen());
        String shown = value != null ? value : candidate.value();
        values.put("value", shown == null ? "" : shown);
        var context = rule.context();
        Double limit = context.dailyDoseAboveMg() != null ? context.dailyDoseAboveMg()
                : context.above() != null ? context.above() : context.below();
        values.put("limit", limit == null ? "" : ContextCheck.format(limit));
        values.putAll(details);
        return values;
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

    /**
     * A generic mechanism hit (CYP inhibition, additive QT) adds nothing when a specific interaction rule already
     * names all the same medicines; the specific rule's advice is the better one. That holds too when the specific
     * rule found the dose within its label limit (simvastatin 10 mg with diltiazem): the label allows it.
     */
    private static List<RuleHit> withoutCoveredGenericHits(List<RuleHit> hits, List<Set<String>> judgedWithinLimit) {
        List<Set<String>> specific = new ArrayList<>(hits.stream()
                .filter(hit -> hit.rule().family() == Family.INTERACTION && !hit.rule().generic())
                .map(hit -> (Set<String>) new HashSet<>(hit.ingredientIds())).toList());
        specific.addAll(judgedWithinLimit);
        List<RuleHit> kept = new ArrayList<>();
        for (RuleHit hit : hits) {
            boolean covered = hit.rule().generic() && specific.stream().anyMatch(s -> s.containsAll(hit.ingredientIds()));
            if (!covered) {
                kept.add(hit);
            }
        }
        return kept;
    }

    /** One allergy, one medicine: keep only the strongest of same-ingredient, same-class and cross-reaction hits. */
    private static List<RuleHit> strongestAllergyHits(List<RuleHit> hits) {
        Map<String, RuleHit> strongest = new LinkedHashMap<>();
        List<RuleHit> kept = new ArrayList<>();
        for (RuleHit hit : hits) {
            if (hit.rule().family() != Family.ALLERGY) {
                kept.add(hit);
                continue;
            }
            strongest.merge(hit.ingredientIds() + "|" + hit.allergen(), hit,
                    (a, b) -> b.severity().ordinal() < a.severity().ordinal() ? b : a);
        }
        kept.addAll(strongest.values());
        return kept;
    }

    /**
     * The patient's medicines as each rule sees them, built once per evaluation: the systemic uses; for interaction
     * rules also the stopped medicines still inside their washout (for every other kind of rule they are gone); for a
     * rule that opts in to local routes, those local uses too.
     */
    private record UsesInView(CaseFacts facts, Map<String, List<IngredientUse>> systemic,
                              Map<String, List<IngredientUse>> all, Set<String> present,
                              Map<String, List<IngredientUse>> withWashout, Set<String> presentWithWashout) {

        static UsesInView of(CaseFacts facts) {
            List<IngredientUse> withWashout = new ArrayList<>(facts.systemicUses());
            withWashout.addAll(facts.washoutUses());
            return new UsesInView(facts, byIngredient(facts.systemicUses()), byIngredient(facts.allUses()),
                    presentTokens(facts.systemicUses()), byIngredient(withWashout), presentTokens(withWashout));
        }

        /** The rule's candidates among the uses it sees; none when a medicine it needs is absent. */
        List<RuleCandidate> candidatesOf(Rule rule, RuleEvaluator evaluator) {
            boolean interaction = rule.family() == Family.INTERACTION && !facts.washoutUses().isEmpty();
            Map<String, List<IngredientUse>> seen = interaction ? withWashout : systemic;
            Set<String> seenTokens = interaction ? presentWithWashout : present;
            if (!rule.context().localRoutes().isEmpty()) {
                List<IngredientUse> optedIn = facts.systemicUsesWith(rule.context().localRoutes());
                seen = byIngredient(optedIn);
                seenTokens = presentTokens(optedIn);
            }
            if (cannotMatch(rule.medications(), seenTokens)) {
                return List.of();
            }
            List<RuleCandidate> candidates = evaluator.candidates(rule, facts, seen, all);
            return interaction ? candidates.stream().filter(RuleEvaluator::washoutAllows).toList() : candidates;
        }
    }
}
