package com.medvigil.engine.rule;

import com.medvigil.engine.allergy.AllergyMatcher;
import com.medvigil.engine.dose.MorphineEquivalents;
import com.medvigil.engine.duplicate.SameIngredient;
import com.medvigil.engine.facts.CaseFacts;
import com.medvigil.engine.facts.EndedUse;
import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.RuleCandidate;
import com.medvigil.engine.facts.StopInfo;
import com.medvigil.engine.geriatric.AnticholinergicBurden;
import com.medvigil.engine.interaction.Combinations;
import com.medvigil.engine.knowledge.ContextCriterion;
import com.medvigil.engine.knowledge.Drug;
import com.medvigil.engine.knowledge.Family;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.knowledge.MedicationCriterion;
import com.medvigil.engine.knowledge.Rule;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The patient's medicines as each rule sees them, built once per evaluation, and the candidates a rule's medicine
 * criterion finds among them: the systemic uses; for interaction rules also the stopped medicines still inside their
 * washout (for every other kind of rule they are gone); for a rule that opts in to local routes, those local uses too.
 */
final class RuleCandidates {

    private final KnowledgeBase knowledge;
    private final CaseFacts facts;
    private final Map<String, List<IngredientUse>> systemic;
    private final Map<String, List<IngredientUse>> all;
    private final Set<String> present;
    private final Map<String, List<IngredientUse>> withWashout;
    private final Set<String> presentWithWashout;

    RuleCandidates(KnowledgeBase knowledge, CaseFacts facts) {
        this.knowledge = knowledge;
        this.facts = facts;
        List<IngredientUse> washout = new ArrayList<>(facts.systemicUses());
        washout.addAll(facts.washoutUses());
        this.systemic = byIngredient(facts.systemicUses());
        this.all = byIngredient(facts.allUses());
        this.present = presentTokens(facts.systemicUses());
        this.withWashout = byIngredient(washout);
        this.presentWithWashout = presentTokens(washout);
    }

    /** The rule's candidates among the uses it sees; none when a medicine it needs is absent. */
    List<RuleCandidate> of(Rule rule) {
        var stopped = rule.context().find(ContextCriterion.StoppedWithin.class);
        if (stopped.isPresent()) {
            return stoppedCandidates(rule.medications(), stopped.get().days());
        }
        boolean interaction = rule.family() == Family.INTERACTION && !facts.washoutUses().isEmpty();
        Map<String, List<IngredientUse>> seen = interaction ? withWashout : systemic;
        Set<String> seenTokens = interaction ? presentWithWashout : present;
        if (!rule.context().localRoutes().isEmpty()) {
            List<IngredientUse> optedIn = new ArrayList<>(facts.systemicUsesWith(rule.context().localRoutes()));
            if (interaction) {
                optedIn.addAll(facts.washoutUses());
            }
            seen = byIngredient(optedIn);
            seenTokens = presentTokens(optedIn);
        }
        if (cannotMatch(rule.medications(), seenTokens)) {
            return List.of();
        }
        List<RuleCandidate> candidates = candidates(rule, seen);
        return interaction ? candidates.stream().filter(RuleCandidates::washoutAllows).toList() : candidates;
    }

    /**
     * The candidates of a rule about stopping its first medicine: the ingredients of medicines that ended within
     * {@code days} days, none of them taken now under another listing (a tablet swapped for a patch is no stop);
     * for a rule of two slots, each paired with a current medicine of the second.
     */
    private List<RuleCandidate> stoppedCandidates(MedicationCriterion criterion, int days) {
        if (facts.asOf() == null) {
            return List.of();
        }
        Set<String> takenNow = new HashSet<>();
        facts.allUses().forEach(use -> takenNow.add(use.ingredientId()));
        Map<IngredientUse, LocalDate> stoppedOn = new IdentityHashMap<>();
        List<IngredientUse> recentlyStopped = new ArrayList<>();
        for (EndedUse ended : facts.endedUses()) {
            if (ended.endDate() != null && !ended.endDate().isAfter(facts.asOf())
                    && ChronoUnit.DAYS.between(ended.endDate(), facts.asOf()) <= days
                    && !takenNow.contains(ended.use().ingredientId())) {
                stoppedOn.put(ended.use(), ended.endDate());
                recentlyStopped.add(ended.use());
            }
        }
        if (recentlyStopped.isEmpty()) {
            return List.of();
        }
        if (criterion instanceof MedicationCriterion.AnyOf anyOf) {
            return Combinations.anyOf(anyOf.refs(), byIngredient(recentlyStopped));
        }
        MedicationCriterion.AllOf allOf = (MedicationCriterion.AllOf) criterion;
        List<IngredientUse> both = new ArrayList<>(recentlyStopped);
        both.addAll(facts.systemicUses());
        // A partner listed again since the stop (its dose set anew) has been seen to.
        return Combinations.pairs(allOf.slots().get(0), allOf.slots().get(1), byIngredient(both)).stream()
                .filter(candidate -> {
                    LocalDate stop = stoppedOn.get(candidate.uses().get(0));
                    IngredientUse partner = candidate.uses().get(candidate.uses().size() - 1);
                    return stop != null && !stoppedOn.containsKey(partner)
                            && (partner.medication().startDate() == null || partner.medication().startDate().isBefore(stop));
                })
                .toList();
    }

    /** Whether a medicine with these tokens could take part in a rule with this criterion. */
    static boolean mayInvolve(KnowledgeBase knowledge, MedicationCriterion criterion, String ingredientId,
                              Set<String> tokens) {
        if (criterion instanceof MedicationCriterion.SameIngredient) {
            return false;
        }
        if (criterion instanceof MedicationCriterion.Burden) {
            return knowledge.anticholinergicScores().containsKey(ingredientId);
        }
        if (criterion instanceof MedicationCriterion.MorphineEquivalents) {
            Drug drug = knowledge.drugs().get(ingredientId);
            return drug != null && drug.morphineEquivalent() != null;
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

    private List<RuleCandidate> candidates(Rule rule, Map<String, List<IngredientUse>> systemic) {
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
        if (criterion instanceof MedicationCriterion.SameIngredient same) {
            return SameIngredient.find(systemic, same.except());
        }
        if (criterion instanceof MedicationCriterion.Allergy allergy) {
            return AllergyMatcher.match(allergy, rule.severity(), rule.severeReactionSeverity(), facts.allergies(), all);
        }
        if (criterion instanceof MedicationCriterion.Burden burden) {
            return AnticholinergicBurden.reaching(burden.atLeast(), burden.definite(), knowledge.anticholinergicScores(),
                            knowledge.anticholinergicDoseFloors(), systemic)
                    .stream().toList();
        }
        if (criterion instanceof MedicationCriterion.MorphineEquivalents total) {
            return MorphineEquivalents.reaching(total.atLeast(), total.below(), knowledge.drugs(), systemic)
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

    private static Map<String, List<IngredientUse>> byIngredient(List<IngredientUse> uses) {
        Map<String, List<IngredientUse>> grouped = new LinkedHashMap<>();
        for (IngredientUse use : uses) {
            grouped.computeIfAbsent(use.ingredientId(), k -> new ArrayList<>()).add(use);
        }
        return grouped;
    }

}
