package com.medvigil.engine.alternative;

import com.medvigil.engine.dose.DoseEstimate;
import com.medvigil.engine.dose.FrequencyParser;
import com.medvigil.engine.facts.CaseFacts;
import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.TakenMedication;
import com.medvigil.engine.knowledge.Alternative;
import com.medvigil.engine.knowledge.Family;
import com.medvigil.engine.knowledge.ContextCriterion;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.knowledge.Rule;
import com.medvigil.engine.medication.MatchMethod;
import com.medvigil.engine.medication.MedicationMatch;
import com.medvigil.engine.medication.MedicationRoutes;
import com.medvigil.engine.medication.Route;
import com.medvigil.engine.result.Confidence;
import com.medvigil.engine.result.Narrative;
import com.medvigil.engine.result.Severity;
import com.medvigil.engine.rule.RuleEvaluator;
import com.medvigil.engine.rule.RuleHit;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The alternatives to discuss for the moderate-or-worse findings of one patient. An option is offered only if each
 * medicine it stands for passes the engine for this patient: the rules that could involve it are run on the patient
 * with it in place of the replaced medicine, and any finding of moderate severity or worse, or any allergy,
 * pregnancy, kidney, older-adult or interaction finding at all, rules it out. Only the few options the findings
 * name are screened, on the facts already read, so this stays a small part of an assessment.
 */
public final class SaferAlternatives {

    private static final int MAX_ALTERNATIVES = 6;
    private static final Set<Family> ANY_FINDING_RULES_OUT = Set.of(Family.ALLERGY, Family.REPRODUCTIVE,
            Family.GERIATRIC, Family.INTERACTION);
    private static final Set<String> KIDNEY_MEASURES = Set.of("egfr", "crcl", "creatinine");
    private static final DoseEstimate NO_DOSE = new DoseEstimate("", FrequencyParser.parse(null), Map.of(),
            "an alternative under consideration has no dose yet");

    private final KnowledgeBase knowledge;
    private final RuleEvaluator evaluator;
    private final MedicationRoutes routes;
    /** The rules each candidate could take part in; knowledge is immutable, so this only fills up. */
    private final Map<String, List<Rule>> rulesByCandidate = new ConcurrentHashMap<>();

    public SaferAlternatives(KnowledgeBase knowledge, RuleEvaluator evaluator, MedicationRoutes routes) {
        this.knowledge = knowledge;
        this.evaluator = evaluator;
        this.routes = routes;
    }

    public List<Narrative.AlternativeMedication> forPatient(CaseFacts facts, List<RuleHit> hits) {
        Map<String, Narrative.AlternativeMedication> chosen = new LinkedHashMap<>();
        Map<String, Boolean> screened = new HashMap<>();
        for (RuleHit hit : hits) {
            if (!hit.severity().atLeast(Severity.MODERATE)) {
                continue;
            }
            for (IngredientUse use : hit.uses()) {
                for (Alternative alternative : knowledge.alternatives()) {
                    if (chosen.size() == MAX_ALTERNATIVES) {
                        return List.copyOf(chosen.values());
                    }
                    if (chosen.containsKey(alternative.name()) || !use.matchesAny(alternative.replaces())
                            || !fitsReproductiveState(alternative, facts) || !fits(alternative, hit, use, facts)) {
                        continue;
                    }
                    boolean passes = screened.computeIfAbsent(alternative.name() + "|" + use.ingredientId(),
                            key -> passes(alternative, use, facts));
                    if (passes) {
                        chosen.put(alternative.name(), new Narrative.AlternativeMedication(alternative.emoji(),
                                alternative.name(), alternative.category(),
                                "Instead of " + use.displayName() + ": " + alternative.explanation(),
                                alternative.precautions(), alternative.evidence()));
                    }
                }
            }
        }
        return List.copyOf(chosen.values());
    }

    /**
     * The option answers this finding about this medicine for a patient of this age: its family, a medicine it is
     * no answer for, a child its label does not cover, and a medicine acting locally (timolol eye drops), which a
     * medicine taken by mouth does not replace.
     */
    private boolean fits(Alternative alternative, RuleHit hit, IngredientUse use, CaseFacts facts) {
        if (!alternative.forFamilies().isEmpty() && !alternative.forFamilies().contains(hit.rule().family())) {
            return false;
        }
        if (use.matchesAny(alternative.exceptReplacing())) {
            return false;
        }
        if (alternative.minAgeYears() != null && (facts.age() == null || facts.age() < alternative.minAgeYears())) {
            return false;
        }
        boolean replacedActsLocally = routes.actsLocally(use.medication().route(), use.medication().match());
        return !replacedActsLocally || alternative.route() != null;
    }

    private static boolean fitsReproductiveState(Alternative alternative, CaseFacts facts) {
        String status = facts.reproductive().status();
        if (status == null) {
            return alternative.forReproductive().isEmpty();
        }
        return (alternative.forReproductive().isEmpty() || alternative.forReproductive().contains(status))
                && !alternative.notForReproductive().contains(status);
    }

    /** Not already taken, and each of its medicines passes the checks in place of {@code replaced}. */
    private boolean passes(Alternative alternative, IngredientUse replaced, CaseFacts facts) {
        Set<String> candidates = Set.copyOf(alternative.candidates());
        boolean taken = facts.systemicUses().stream().anyMatch(use -> use.matchesAny(candidates));
        boolean allergic = facts.allergies().stream().flatMap(allergy -> allergy.allergens().stream())
                .anyMatch(allergen -> candidates.stream().anyMatch(allergen.tokens()::contains));
        if (taken || allergic) {
            return false;
        }
        Route route = alternative.route() == null ? Route.UNKNOWN : Route.fromId(alternative.route()).orElseThrow();
        for (String candidate : alternative.candidates()) {
            IngredientUse trial = hypotheticalUse(candidate, route);
            CaseFacts instead = facts.replacing(replaced, trial, routes.actsLocally(route, trial.medication().match()));
            List<Rule> rules = rulesByCandidate.computeIfAbsent(trial.ingredientId(),
                    id -> evaluator.rulesInvolving(id, trial.tokens()));
            if (evaluator.anyHitInvolving(instead, trial, rules, SaferAlternatives::rulesOut)) {
                return false;
            }
        }
        return true;
    }

    private IngredientUse hypotheticalUse(String candidate, Route route) {
        String ingredient = knowledge.drugs().containsKey(candidate) ? candidate : KnowledgeBase.CLASS_PREFIX + candidate;
        String name = knowledge.displayName(ingredient);
        MedicationMatch match = new MedicationMatch(name, List.of(ingredient), List.of(name), List.of(),
                Confidence.HIGH, MatchMethod.NAME, route, null, List.of(), null, List.of());
        TakenMedication medicine = new TakenMedication(name, "alternative", match, route, NO_DOSE, null, null, null);
        return new IngredientUse(ingredient, name, knowledge.tokensOf(ingredient), medicine);
    }

    private static boolean rulesOut(RuleHit hit) {
        if (hit.severity().atLeast(Severity.MODERATE) || ANY_FINDING_RULES_OUT.contains(hit.rule().family())) {
            return true;
        }
        return hit.rule().context().find(ContextCriterion.Lab.class)
                .filter(lab -> KIDNEY_MEASURES.contains(lab.measure())).isPresent();
    }
}
