package com.medvigil.engine.rule;

import com.medvigil.engine.knowledge.ContextCriterion;
import com.medvigil.engine.knowledge.Rule;
import com.medvigil.engine.knowledge.RuleContext;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * The data a rule's advisory speaks about: usually one item, several when the rule weighs several patient factors
 * (apixaban's age, weight and creatinine). A rule that needs kidney function and a dose says nothing when only the
 * dose is missing: the maximum-dose rules report that.
 */
final class AdvisoryNeeds {

    private AdvisoryNeeds() {
    }

    static Set<String> of(Rule rule) {
        RuleContext c = rule.context();
        Optional<ContextCriterion.RiskFactors> riskFactors = c.find(ContextCriterion.RiskFactors.class);
        if (riskFactors.isPresent()) {
            Set<String> items = new HashSet<>();
            for (ContextCriterion.RiskFactor factor : riskFactors.get().of()) {
                items.add(factor instanceof ContextCriterion.AgeFactor ? "age"
                        : factor instanceof ContextCriterion.WeightFactor ? "weight"
                        : ((ContextCriterion.LabFactor) factor).measure());
            }
            return items;
        }
        Optional<ContextCriterion.DailyDose> dose = c.find(ContextCriterion.DailyDose.class);
        if (dose.isPresent() && dose.get().mgPerKg() != null) {
            return Set.of("weight");
        }
        if (dose.isPresent() && dose.get().mgPerM2() != null) {
            return Set.of("height", "weight");
        }
        if (c.has(ContextCriterion.TakenForMoreThanDays.class)) {
            return Set.of("start date");
        }
        if (c.has(ContextCriterion.InDoseForm.class)) {
            return Set.of("dose form");
        }
        if (c.has(ContextCriterion.Release.class) && !c.has(ContextCriterion.Lab.class)) {
            return Set.of("release form");
        }
        String primary = primaryNeed(c, dose);
        // A condition rule with nothing else to ask for speaks about the problem list itself.
        return Set.of(c.has(ContextCriterion.Condition.class) && primary.equals("age") ? "conditions" : primary);
    }

    private static String primaryNeed(RuleContext c, Optional<ContextCriterion.DailyDose> dose) {
        Optional<ContextCriterion.Lab> lab = c.find(ContextCriterion.Lab.class);
        if (lab.isPresent()) {
            return lab.get().measure();
        }
        if (c.has(ContextCriterion.Reproductive.class)) {
            return "reproductive status";
        }
        if (c.has(ContextCriterion.GestationalWeeksAtLeast.class) || c.has(ContextCriterion.GestationalWeeksBelow.class)) {
            return "gestational age";
        }
        if (c.has(ContextCriterion.Smoking.class)) {
            return "smoking status";
        }
        if (c.has(ContextCriterion.Alcohol.class)) {
            return "alcohol use";
        }
        if (c.has(ContextCriterion.Grapefruit.class)) {
            return "grapefruit intake";
        }
        if (dose.isPresent() && dose.get().mg() != null) {
            return "dose";
        }
        if (c.has(ContextCriterion.TimesPerDayAtLeast.class)) {
            return "dosing frequency";
        }
        return "age";
    }
}
