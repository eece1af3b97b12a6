package com.medvigil.engine.rule;

import com.medvigil.engine.facts.CaseFacts;
import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.PlannedStarts;
import com.medvigil.engine.facts.RuleCandidate;
import com.medvigil.engine.facts.TakenMedication;
import com.medvigil.engine.knowledge.Family;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.knowledge.Rule;
import com.medvigil.engine.result.MissingData;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
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
    private final HitTexts texts;
    private final PlannedStarts plannedStarts;

    public RuleEvaluator(KnowledgeBase knowledge) {
        this.knowledge = knowledge;
        this.texts = new HitTexts(knowledge);
        this.plannedStarts = new PlannedStarts(knowledge);
    }

    /**
     * The rules' hits for this patient. Medicines planned to start later meet the rules on the day they start, beside
     * what is taken then ({@link PlannedStarts}); of those days' hits, the ones a planned medicine takes part in are
     * added to today's.
     */
    public Evaluation evaluate(CaseFacts facts) {
        List<LocalDate> days = PlannedStarts.days(facts);
        if (days.isEmpty()) {
            return evaluateOn(facts);
        }
        Set<String> plannedNames = facts.medications().stream()
                .filter(medication -> PlannedStarts.isPlanned(medication, facts.asOf()))
                .map(TakenMedication::name).collect(Collectors.toSet());
        Evaluation today = evaluateOn(plannedStarts.onDay(facts, facts.asOf()));
        List<RuleHit> hits = new ArrayList<>(today.hits());
        Set<String> found = new HashSet<>();
        Set<MissingData> missing = new LinkedHashSet<>(today.missingData());
        for (LocalDate day : days) {
            Evaluation then = evaluateOn(plannedStarts.onDay(facts, day));
            for (RuleHit hit : then.hits()) {
                if (hit.uses().stream().anyMatch(use -> PlannedStarts.isPlanned(use.medication(), facts.asOf()))
                        && found.add(hit.rule().id() + "|" + hit.medicationNames())) {
                    hits.add(HitTexts.planned(hit, facts.asOf()));
                }
            }
            then.missingData().stream().filter(gap -> gap.medications().stream().anyMatch(plannedNames::contains))
                    .forEach(missing::add);
        }
        hits.sort(MOST_SEVERE_FIRST);
        return new Evaluation(List.copyOf(hits), List.copyOf(missing));
    }

    private Evaluation evaluateOn(CaseFacts facts) {
        RuleCandidates candidates = new RuleCandidates(knowledge, facts);
        List<RuleHit> hits = new ArrayList<>();
        List<Set<String>> judgedWithinLimit = new ArrayList<>();
        Map<String, MissingData> missing = new LinkedHashMap<>();
        for (Rule rule : knowledge.rules()) {
            for (RuleCandidate candidate : candidates.of(rule)) {
                ContextCheck.Result result = ContextCheck.check(rule.context(), facts, candidate.uses());
                switch (result.outcome()) {
                    case HOLDS -> hits.add(texts.hit(rule, candidate, result, facts));
                    case MISSING -> {
                        if (rule.missing() != null && AdvisoryNeeds.of(rule).contains(result.missingItem())) {
                            MissingData advisory = texts.advisory(rule, candidate, result);
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
        return knowledge.rules().stream().filter(rule -> RuleCandidates.mayInvolve(knowledge, rule.medications(), ingredientId, tokens)).toList();
    }

    /**
     * Whether a medicine would take part in a finding that {@code counts} for this patient: only {@code rules} (from
     * {@link #rulesInvolving}) are run, and the search stops at the first such finding, so that asking this of a
     * medicine the patient might take instead costs a small fraction of a full evaluation. Generic mechanism hits
     * count even where a specific rule covers them: here any finding counts.
     */
    public boolean anyHitInvolving(CaseFacts facts, IngredientUse use, List<Rule> rules, Predicate<RuleHit> counts) {
        RuleCandidates candidates = new RuleCandidates(knowledge, facts);
        for (Rule rule : rules) {
            for (RuleCandidate candidate : candidates.of(rule)) {
                if (!candidate.uses().contains(use)) {
                    continue;
                }
                ContextCheck.Result result = ContextCheck.check(rule.context(), facts, candidate.uses());
                if (result.outcome() == ContextCheck.Outcome.HOLDS && counts.test(texts.hit(rule, candidate, result, facts))) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * A generic hit (CYP inhibition, additive QT; a dose limit for every release form) adds nothing when a specific
     * rule of its family already names all the same medicines; the specific rule's advice is the better one. For an
     * interaction that holds too when the specific rule found the dose within its label limit (simvastatin 10 mg with
     * diltiazem): the label allows it.
     */
    private static List<RuleHit> withoutCoveredGenericHits(List<RuleHit> hits, List<Set<String>> judgedWithinLimit) {
        List<RuleHit> specificHits = hits.stream().filter(hit -> !hit.rule().generic()).toList();
        List<RuleHit> kept = new ArrayList<>();
        for (RuleHit hit : hits) {
            boolean covered = hit.rule().generic()
                    && (judgedWithinLimit.stream().anyMatch(s -> s.containsAll(hit.ingredientIds()))
                    || specificHits.stream().filter(s -> s.rule().family() == hit.rule().family())
                    .anyMatch(s -> s.ingredientIds().containsAll(hit.ingredientIds()) || coversTheSameMedicines(s, hit)));
            if (!covered) {
                kept.add(hit);
            }
        }
        return kept;
    }

    /**
     * A specific hit on the same medicines through another ingredient of a combination product (voxilaprevir's
     * contraindication with rifampin, where the generic rule names Vosevi's sofosbuvir) covers a generic hit it is at
     * least as severe as.
     */
    private static boolean coversTheSameMedicines(RuleHit specific, RuleHit generic) {
        return specific.medicationNames().containsAll(generic.medicationNames())
                && specific.severity().ordinal() <= generic.severity().ordinal();
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
}
