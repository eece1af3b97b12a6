package com.medvigil.engine.narrative;

import java.util.List;
import java.util.Map;
import java.util.Set;

import com.medvigil.engine.facts.AllergyRecord;
import com.medvigil.engine.facts.CaseFacts;
import com.medvigil.engine.knowledge.Source;
import com.medvigil.engine.rule.RuleHit;

/**
 * The sources a finding cites: those of its rule that concern this patient's medicines. A rule about a class cites the
 * labels of several members; a clinician reading a finding about ranolazine should not be sent to the lurasidone
 * label. A source about no particular medicine (a guideline, the FDA table) always concerns the finding; a label
 * concerns it when it covers one of the finding's medicines or, for an allergy, the recorded allergen. Should no
 * source be left, the rule's whole list stands, so that no finding goes without a reference.
 */
final class FindingSources {

    private final Map<String, Source> sources;

    FindingSources(Map<String, Source> sources) {
        this.sources = sources;
    }

    List<String> of(RuleHit hit, CaseFacts facts) {
        List<String> all = hit.rule().sources();
        List<String> concerning = all.stream().filter(id -> concerns(sources.get(id).about(), hit, facts)).toList();
        return concerning.isEmpty() ? all : concerning;
    }

    private static boolean concerns(Set<String> about, RuleHit hit, CaseFacts facts) {
        return about.isEmpty()
                || hit.uses().stream().anyMatch(use -> use.matchesAny(about))
                || hit.allergen() != null && facts.allergies().stream()
                        .filter(allergy -> allergy.substance().equals(hit.allergen()))
                        .flatMap(allergy -> allergy.allergens().stream())
                        .map(AllergyRecord.Allergen::tokens)
                        .anyMatch(tokens -> tokens.stream().anyMatch(about::contains));
    }
}
