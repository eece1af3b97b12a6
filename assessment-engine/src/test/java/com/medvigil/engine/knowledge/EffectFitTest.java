package com.medvigil.engine.knowledge;

import com.medvigil.engine.EngineFixture;
import com.medvigil.engine.medication.MedicineNames;
import com.medvigil.engine.result.Symptoms;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An effect's wording is shown for every rule that names it, so a rule must not borrow an effect written for other
 * medicines (issue 15: thiopurine rules printed methotrexate instructions, Beers delirium called benzodiazepines
 * anticholinergic). Effects that name a medicine declare it in {@code about}; every rule using them must be about it.
 */
class EffectFitTest {

    private static final KnowledgeBase KNOWLEDGE = EngineFixture.ENGINE.knowledge();

    @Test
    void everyEffectThatNamesAMedicineSaysWhichMedicinesItSpeaksOf() {
        TreeMap<String, Set<String>> undeclared = new TreeMap<>();
        for (Effect effect : KNOWLEDGE.effects().values()) {
            Set<String> named = medicinesNamedIn(wording(effect));
            named.removeAll(effect.mentions());
            if (!named.isEmpty() && effect.about().isEmpty()) {
                undeclared.put(effect.id(), named);
            }
        }
        assertThat(undeclared).as("effects naming medicines without 'about'").isEmpty();
    }

    @Test
    void everyRuleIsAboutTheMedicinesItsEffectNames() {
        List<String> misfits = new ArrayList<>();
        for (Rule rule : KNOWLEDGE.rules()) {
            Effect effect = rule.effect() == null ? null : KNOWLEDGE.effects().get(rule.effect());
            if (effect == null || effect.about().isEmpty()) {
                continue;
            }
            List<Set<String>> slots = slotsOf(rule.medications());
            if (!slots.isEmpty() && slots.stream().noneMatch(slot -> slot.stream().allMatch(ref -> covered(ref, effect.about())))) {
                misfits.add(rule.id() + " -> " + effect.id() + " " + effect.about() + " but the rule names " + slots);
            }
        }
        assertThat(misfits).as("rules whose effect speaks of other medicines").isEmpty();
    }

    @Test
    void allergyWordingIsUsedOnlyByAllergyRules() {
        for (Rule rule : KNOWLEDGE.rules()) {
            Effect effect = rule.effect() == null ? null : KNOWLEDGE.effects().get(rule.effect());
            if (effect != null && wording(effect).contains("allerg")) {
                assertThat(rule.family()).as(rule.id() + " uses " + effect.id()).isEqualTo(Family.ALLERGY);
            }
        }
    }

    @Test
    void aMethotrexateEffectOnAThiopurineRuleWouldBeCaught() {
        Effect methotrexate = KNOWLEDGE.effects().get("methotrexate-toxicity");
        assertThat(covered("azathioprine", methotrexate.about())).isFalse();
        assertThat(covered("methotrexate", methotrexate.about())).isTrue();
    }

    @Test
    void aCombinedPillWhileBreastfeedingSpeaksOfMilkSupplyNotASleepyBaby() {
        var result = EngineFixture.assess(com.medvigil.engine.Patients.aged(29).female()
                .reproductive(com.medvigil.engine.PatientCase.ReproductiveStatus.BREASTFEEDING).taking("Sprintec"));
        assertThat(result.narrative().generalExplanation()).contains("milk supply");
        assertThat(result.narrative().symptoms().concerning()).noneMatch(c -> c.explanation().contains("opioid"));
    }

    @Test
    void alcoholWithABenzodiazepineDoesNotAdviseNaloxoneAsIfItWereAnOpioid() {
        var result = EngineFixture.assess(com.medvigil.engine.Patients.aged(45).male().taking("lorazepam 1 MG")
                .social("heavy", "never", null, null));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("alcohol-sedative-major"));
        assertThat(result.narrative().generalAdvice()).doesNotContain("ask whether naloxone should be kept at home");
    }

    private static String wording(Effect effect) {
        StringBuilder text = new StringBuilder(effect.plain()).append(' ').append(effect.advice());
        for (Symptoms.Monitoring m : effect.monitoring()) {
            text.append(' ').append(m.name()).append(' ').append(m.target()).append(' ').append(m.action());
        }
        for (Symptoms.Concerning c : effect.concerning()) {
            text.append(' ').append(c.name()).append(' ').append(c.action()).append(' ').append(c.explanation());
        }
        return text.toString().toLowerCase();
    }

    /** Drug names and class names or terms of five letters or more that occur as whole words. */
    private static Set<String> medicinesNamedIn(String text) {
        String words = " " + MedicineNames.normalize(text) + " ";
        Set<String> found = new TreeSet<>();
        for (Drug drug : KNOWLEDGE.drugs().values()) {
            addIfNamed(found, words, drug.id(), drug.name());
        }
        for (DrugClass drugClass : KNOWLEDGE.classes().values()) {
            addIfNamed(found, words, drugClass.id(), drugClass.name());
            drugClass.terms().forEach(term -> addIfNamed(found, words, drugClass.id(), term));
        }
        return found;
    }

    private static void addIfNamed(Set<String> found, String words, String id, String name) {
        String normalized = MedicineNames.normalize(name);
        if (normalized.length() >= 5 && (words.contains(" " + normalized + " ") || words.contains(" " + normalized + "s "))) {
            found.add(id);
        }
    }

    private static List<Set<String>> slotsOf(MedicationCriterion criterion) {
        if (criterion instanceof MedicationCriterion.AnyOf anyOf) {
            return List.of(anyOf.refs());
        }
        if (criterion instanceof MedicationCriterion.AllOf allOf) {
            return allOf.slots();
        }
        if (criterion instanceof MedicationCriterion.AtLeast atLeast) {
            return List.of(atLeast.refs());
        }
        if (criterion instanceof MedicationCriterion.Allergy allergy && !allergy.drugs().isEmpty()) {
            return List.of(allergy.drugs());
        }
        return List.of();
    }

    /** A drug is covered when it or one of its classes is named; a class when it, an ancestor, or all its members are. */
    private static boolean covered(String ref, Set<String> about) {
        if (about.contains(ref)) {
            return true;
        }
        String ingredient = KNOWLEDGE.drugs().containsKey(ref) ? ref : KnowledgeBase.CLASS_PREFIX + ref;
        if (KNOWLEDGE.tokensOf(ingredient).stream().anyMatch(about::contains)) {
            return true;
        }
        if (!KNOWLEDGE.classes().containsKey(ref)) {
            return false;
        }
        Set<String> members = new HashSet<>();
        KNOWLEDGE.drugs().keySet().stream().filter(drug -> KNOWLEDGE.tokensOf(drug).contains(ref)).forEach(members::add);
        return !members.isEmpty() && members.stream().allMatch(drug -> covered(drug, about));
    }
}
