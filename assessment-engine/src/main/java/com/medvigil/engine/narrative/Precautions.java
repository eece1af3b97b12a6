package com.medvigil.engine.narrative;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

import com.medvigil.engine.facts.CaseFacts;
import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.knowledge.Dietary;
import com.medvigil.engine.knowledge.Effect;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.knowledge.SideEffect;
import com.medvigil.engine.result.Narrative;
import com.medvigil.engine.result.Symptoms;
import com.medvigil.engine.rule.RuleHit;

/**
 * What the patient should watch for and eat or avoid: the symptoms of the findings' effects and the medicines' common
 * side effects, and the dietary precautions of the medicines taken, all from the knowledge catalogues.
 */
final class Precautions {

    private static final int MAX_EXPECTED = 8;

    private final KnowledgeBase knowledge;

    Precautions(KnowledgeBase knowledge) {
        this.knowledge = knowledge;
    }

    Symptoms symptoms(CaseFacts facts, List<RuleHit> hits) {
        Map<String, Symptoms.Monitoring> monitoring = new LinkedHashMap<>();
        Map<String, Symptoms.Concerning> concerning = new LinkedHashMap<>();
        for (RuleHit hit : hits) {
            Effect effect = knowledge.effectOf(hit.rule());
            if (effect != null) {
                effect.monitoring().forEach(m -> monitoring.putIfAbsent(m.name(), m));
                effect.concerning().forEach(c -> concerning.putIfAbsent(c.name(), c));
            }
        }
        Map<String, Symptoms.Expected> expected = new LinkedHashMap<>();
        Set<String> warnedOf = hits.stream().map(hit -> hit.rule().effect()).filter(Objects::nonNull)
                .collect(Collectors.toSet());
        String reproductive = facts.reproductive().status();
        for (SideEffect sideEffect : knowledge.sideEffects()) {
            if (expected.size() == MAX_EXPECTED) {
                break;
            }
            // "Expected" must not soften a warning of the same harm, nor speak of a state the patient is not in.
            if (sideEffect.maskedBy().stream().anyMatch(warnedOf::contains)
                    || reproductive != null && sideEffect.notForReproductive().contains(reproductive)) {
                continue;
            }
            List<String> names = facts.systemicUses().stream().filter(u -> u.matchesAny(sideEffect.drugs()))
                    .map(IngredientUse::displayName).distinct().toList();
            if (!names.isEmpty()) {
                expected.putIfAbsent(sideEffect.name(), new Symptoms.Expected(sideEffect.name() + " ("
                        + NarrativeWriter.joinNames(names) + ")", sideEffect.duration(), sideEffect.explanation()));
            }
        }
        return new Symptoms(List.copyOf(expected.values()), List.copyOf(monitoring.values()),
                List.copyOf(concerning.values()));
    }

    List<Narrative.DietaryPrecaution> dietary(CaseFacts facts) {
        Map<String, Narrative.DietaryPrecaution> precautions = new LinkedHashMap<>();
        for (Dietary item : knowledge.dietary()) {
            List<String> names = facts.systemicUses().stream().filter(u -> u.matchesAny(item.drugs()))
                    .map(IngredientUse::displayName).distinct().toList();
            // No finding cites the dietary sources, so they are not added to the references.
            if (!names.isEmpty() && !precautions.containsKey(item.name())) {
                precautions.put(item.name(), new Narrative.DietaryPrecaution(item.emoji(), item.name(), item.type(),
                        item.explanation() + " (applies to " + NarrativeWriter.joinNames(names) + ")", item.duration(),
                        item.alternatives()));
            }
        }
        return List.copyOf(precautions.values());
    }
}
