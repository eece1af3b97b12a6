package com.medvigil.engine.rule;

import com.medvigil.engine.facts.CaseFacts;
import com.medvigil.engine.knowledge.ContextCriterion;

import java.util.ArrayList;
import java.util.List;

/**
 * Which of a rule's patient factors hold ("age 84", "weight 55 kg", "creatinine 1.6 mg/dL") and which cannot be told
 * for lack of data (named by the missing item: age, weight, or the lab measure).
 */
record RiskFactorCount(List<String> held, List<String> unknown) {

    static RiskFactorCount of(List<ContextCriterion.RiskFactor> factors, CaseFacts facts) {
        List<String> held = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        for (ContextCriterion.RiskFactor factor : factors) {
            if (factor instanceof ContextCriterion.AgeFactor age) {
                if (facts.age() == null) {
                    unknown.add("age");
                } else if (facts.age() >= age.years()) {
                    held.add("age " + facts.age());
                }
            } else if (factor instanceof ContextCriterion.WeightFactor weight) {
                if (facts.weightKg() == null) {
                    unknown.add("weight");
                } else if (facts.weightKg() <= weight.kg()) {
                    held.add("weight " + ContextCheck.format(facts.weightKg()) + " kg");
                }
            } else if (factor instanceof ContextCriterion.LabFactor lab) {
                var reading = facts.readings().latest(lab.measure());
                if (reading == null) {
                    unknown.add(lab.measure());
                } else if (reading.value() >= lab.atLeast()) {
                    // The measure's id read as words ("creatine-kinase" as "creatine kinase"), as the titles speak.
                    held.add(lab.measure().replace('-', ' ') + " " + ContextCheck.format(reading.value()) + " "
                            + reading.unit());
                }
            }
        }
        return new RiskFactorCount(List.copyOf(held), List.copyOf(unknown));
    }
}
