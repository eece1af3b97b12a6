package com.medvigil.engine.knowledge;

import com.medvigil.engine.dose.DoseForm;
import com.medvigil.engine.dose.ReleaseForm;
import com.medvigil.engine.knowledge.KnowledgeFileSpec.RuleSpec;
import com.medvigil.engine.medication.Route;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/**
 * A rule's patient clauses ({@code minAge}, {@code lab}, {@code alcohol}, ...) compiled into its {@link RuleContext}:
 * one {@link ContextCriterion} per clause the rule states, always in the order the check reads them, with every
 * value checked (known groups, measures, drugs, and the values the engine's enums allow).
 */
final class ContextCompiler {

    private final KnownReferences references;
    private final LoadProblems problems;
    private final Map<String, ConditionGroup> groups;
    private final Map<String, Measure> measures;

    ContextCompiler(KnownReferences references, LoadProblems problems, Map<String, ConditionGroup> groups,
                    Map<String, Measure> measures) {
        this.references = references;
        this.problems = problems;
        this.groups = groups;
        this.measures = measures;
    }

    /** The rule's context; {@code notApplicableIn} is its file's condition group in which no rule of it applies. */
    RuleContext context(String where, String path, RuleSpec spec, String notApplicableIn) {
        String owner = "rule " + spec.id();
        List<ContextCriterion> criteria = new ArrayList<>();
        age(spec, criteria);
        if (spec.sex() != null) {
            if (!FileValues.SEXES.isKnown(spec.sex())) {
                problems.add(where + ": sex is one of " + FileValues.SEXES.spellings());
            }
            criteria.add(new ContextCriterion.Sex(spec.sex()));
        }
        Set<String> reproductive = FileValues.REPRODUCTIVE_STATUSES.check(problems, where, spec.reproductive());
        if (!reproductive.isEmpty()) {
            criteria.add(new ContextCriterion.Reproductive(reproductive));
        }
        gestation(where, spec, criteria);
        if (spec.alsoCondition() != null && spec.condition() == null) {
            problems.add(where + ": alsoCondition needs condition");
        }
        for (String group : new String[]{spec.condition(), spec.alsoCondition(), spec.unlessCondition(), notApplicableIn}) {
            if (group != null && !groups.containsKey(group)) {
                problems.add(where + ": unknown condition group " + group);
            }
        }
        if (notApplicableIn != null && !notApplicableIn.equals(spec.unlessCondition())) {
            criteria.add(new ContextCriterion.UnlessCondition(notApplicableIn));
        }
        if (spec.condition() != null) {
            ConditionGroup named = groups.get(spec.condition());
            criteria.add(new ContextCriterion.Condition(spec.condition(), named == null ? null : inRunningText(named.name())));
        }
        // A second condition the patient must also have: the first names the finding ({condition}), this one narrows it
        // (tamoxifen after a clot is contraindicated only when given for DCIS or to reduce risk).
        if (spec.alsoCondition() != null) {
            criteria.add(new ContextCriterion.Condition(spec.alsoCondition(), null));
        }
        if (spec.unlessCondition() != null) {
            criteria.add(new ContextCriterion.UnlessCondition(spec.unlessCondition()));
        }
        Set<String> unlessTaking = references.refs(path, owner, spec.unlessTaking(), false);
        if (!unlessTaking.isEmpty()) {
            criteria.add(new ContextCriterion.UnlessTaking(unlessTaking));
        }
        Set<String> inProduct = references.refs(path, owner, spec.inProductWith(), true);
        if (!inProduct.isEmpty()) {
            criteria.add(new ContextCriterion.InProductWith(inProduct));
        }
        Set<String> unlessInProduct = references.refs(path, owner, spec.unlessInProductWith(), true);
        if (!unlessInProduct.isEmpty()) {
            criteria.add(new ContextCriterion.UnlessInProductWith(unlessInProduct));
        }
        lab(where, spec, criteria);
        riskFactors(where, spec.riskFactors(), criteria);
        Set<String> alcohol = FileValues.ALCOHOL_LEVELS.check(problems, where, spec.alcohol());
        if (!alcohol.isEmpty()) {
            criteria.add(new ContextCriterion.Alcohol(alcohol));
        }
        Set<String> smoking = FileValues.SMOKING_STATUSES.check(problems, where, spec.smoking());
        if (!smoking.isEmpty()) {
            criteria.add(new ContextCriterion.Smoking(smoking));
        }
        if (spec.grapefruit() != null) {
            criteria.add(new ContextCriterion.Grapefruit(spec.grapefruit()));
        }
        if (spec.route() != null) {
            switch (spec.route()) {
                case "oral" -> criteria.add(new ContextCriterion.OralRoute());
                case "oral-first" -> criteria.add(new ContextCriterion.GivenBy(Route.ORAL));
                case "transdermal" -> criteria.add(new ContextCriterion.GivenBy(Route.TRANSDERMAL));
                case "parenteral" -> criteria.add(new ContextCriterion.GivenBy(Route.PARENTERAL));
                // A local route is a rule's only when it also opts in to it (localRoutes): ear drops in the ear.
                case "otic" -> criteria.add(new ContextCriterion.GivenBy(Route.OTIC));
                case "ophthalmic" -> criteria.add(new ContextCriterion.GivenBy(Route.OPHTHALMIC));
                case "topical" -> criteria.add(new ContextCriterion.GivenBy(Route.TOPICAL));
                case "nasal" -> criteria.add(new ContextCriterion.GivenBy(Route.NASAL));
                // Absorption from the gut concerns every form but an injection (the long-acting rilpivirine shot).
                case "non-parenteral" -> criteria.add(new ContextCriterion.NotGivenBy(Route.PARENTERAL));
                default -> problems.add(where + ": the route a rule may require is 'oral', 'oral-first', 'transdermal',"
                        + " 'parenteral', 'non-parenteral', 'otic', 'ophthalmic', 'topical' or 'nasal'");
            }
        }
        if (spec.releaseForm() != null) {
            switch (spec.releaseForm()) {
                case "immediate" -> criteria.add(new ContextCriterion.Release(ReleaseForm.IMMEDIATE));
                case "extended" -> criteria.add(new ContextCriterion.Release(ReleaseForm.EXTENDED));
                default -> problems.add(where + ": the release form a rule may require is 'immediate' or 'extended'");
            }
        }
        if (spec.doseForm() != null) {
            switch (spec.doseForm()) {
                case "capsule" -> criteria.add(new ContextCriterion.InDoseForm(DoseForm.CAPSULE));
                case "tablet" -> criteria.add(new ContextCriterion.InDoseForm(DoseForm.TABLET));
                default -> problems.add(where + ": the dose form a rule may require is 'capsule' or 'tablet'");
            }
        }
        if (Boolean.TRUE.equals(spec.unlessLoadingDose())) {
            criteria.add(new ContextCriterion.UnlessLoadingDose());
        }
        if (Boolean.TRUE.equals(spec.unlessSingleDose())) {
            criteria.add(new ContextCriterion.UnlessSingleDose());
        }
        if (Boolean.TRUE.equals(spec.singleDose())) {
            if (Boolean.TRUE.equals(spec.unlessSingleDose())) {
                problems.add(where + ": singleDose and unlessSingleDose cannot both hold");
            }
            criteria.add(new ContextCriterion.SingleDose());
        }
        if (Boolean.TRUE.equals(spec.onSchedule())) {
            criteria.add(new ContextCriterion.OnSchedule());
        }
        if (spec.takenForMoreThanDays() != null) {
            criteria.add(new ContextCriterion.TakenForMoreThanDays(spec.takenForMoreThanDays()));
        }
        if (spec.startedWithinDays() != null) {
            criteria.add(new ContextCriterion.StartedWithinDays(spec.startedWithinDays()));
        }
        if (spec.unlessSwitchingWithinDays() != null) {
            if (spec.unlessSwitchingWithinDays() <= 0) {
                problems.add(where + ": unlessSwitchingWithinDays must be positive");
            }
            criteria.add(new ContextCriterion.UnlessSwitching(spec.unlessSwitchingWithinDays()));
        }
        if (spec.unlessTakenForMoreThanDays() != null) {
            criteria.add(new ContextCriterion.UnlessTakenForMoreThanDays(spec.unlessTakenForMoreThanDays()));
        }
        if (spec.unlessAllTakenForMoreThanDays() != null) {
            criteria.add(new ContextCriterion.UnlessAllTakenForMoreThanDays(spec.unlessAllTakenForMoreThanDays()));
        }
        if (spec.priorForAtLeastDays() != null && (spec.noPriorOf() == null || spec.priorForAtLeastDays() <= 0)) {
            problems.add(where + ": priorForAtLeastDays needs noPriorOf and a positive number of days");
        }
        if (spec.noPriorOf() != null) {
            if (spec.startedWithinDays() == null) {
                problems.add(where + ": noPriorOf needs startedWithinDays, the days before the start it looks back");
            } else {
                criteria.add(new ContextCriterion.NoPriorOf(references.refs(path, owner, spec.noPriorOf(), false),
                        spec.startedWithinDays(), spec.priorForAtLeastDays()));
            }
        }
        if (spec.unlessDailyDoseAtMostMg() != null) {
            if (spec.unlessDailyDoseAtMostMg() <= 0) {
                problems.add(where + ": unlessDailyDoseAtMostMg must be positive");
            }
            criteria.add(new ContextCriterion.UnlessDailyDoseAtMost(spec.unlessDailyDoseAtMostMg()));
        }
        if (spec.unlessDailyDoseAtLeastMg() != null) {
            if (spec.unlessDailyDoseAtLeastMg() <= 0) {
                problems.add(where + ": unlessDailyDoseAtLeastMg must be positive");
            }
            criteria.add(new ContextCriterion.UnlessDailyDoseAtLeast(spec.unlessDailyDoseAtLeastMg()));
        }
        if (spec.stoppedWithinDays() != null) {
            if (spec.stoppedWithinDays() <= 0) {
                problems.add(where + ": stoppedWithinDays must be positive");
            }
            criteria.add(new ContextCriterion.StoppedWithin(spec.stoppedWithinDays()));
        }
        if (Boolean.TRUE.equals(spec.unlessScheduledWithAsNeeded())) {
            criteria.add(new ContextCriterion.UnlessScheduledWithAsNeeded());
        }
        if (Boolean.TRUE.equals(spec.unlessOneRegimen())) {
            criteria.add(new ContextCriterion.UnlessOneRegimen());
        }
        if (spec.dailyDoseAtMostMg() != null) {
            if (spec.dailyDoseAtMostMg() <= 0) {
                problems.add(where + ": dailyDoseAtMostMg must be positive");
            } else {
                criteria.add(new ContextCriterion.DailyDoseAtMost(spec.dailyDoseAtMostMg()));
            }
        }
        if (spec.readingOlderThanDays() != null) {
            var age = spec.readingOlderThanDays();
            if (age.lab() == null || !measures.containsKey(age.lab()) || age.days() == null || age.days() <= 0) {
                problems.add(where + ": readingOlderThanDays needs a known lab measure and a positive number of days");
            } else {
                criteria.add(new ContextCriterion.ReadingOlderThanDays(age.lab(), age.days()));
            }
        }
        if (spec.unlessLabBelow() != null) {
            var limit = spec.unlessLabBelow();
            if (limit.lab() == null || !measures.containsKey(limit.lab()) || limit.below() == null) {
                problems.add(where + ": unlessLabBelow needs a known lab measure and a value below which it stands aside");
            } else {
                criteria.add(new ContextCriterion.UnlessLabBelow(limit.lab(), limit.below()));
            }
        }
        if (Boolean.TRUE.equals(spec.unlessTapered())) {
            criteria.add(new ContextCriterion.UnlessTapered());
        }
        Set<String> takenAfterStop = references.refs(path, owner, spec.unlessTakenAfterStop(), false);
        if (!takenAfterStop.isEmpty()) {
            criteria.add(new ContextCriterion.UnlessTakenAfterStop(takenAfterStop));
        }
        if ((Boolean.TRUE.equals(spec.unlessTapered()) || !takenAfterStop.isEmpty()) && spec.stoppedWithinDays() == null) {
            problems.add(where + ": 'unlessTapered' and 'unlessTakenAfterStop' need 'stoppedWithinDays'");
        }
        if (spec.unlessDoseAtMostMg() != null) {
            if (spec.unlessDoseAtMostMg() <= 0) {
                problems.add(where + ": unlessDoseAtMostMg must be positive");
            }
            criteria.add(new ContextCriterion.UnlessDoseAtMost(spec.unlessDoseAtMostMg()));
        }
        if (spec.unlessRaisedBeside() != null) {
            Map<String, Set<String>> raisedBeside = new LinkedHashMap<>();
            spec.unlessRaisedBeside().forEach((drug, partners) -> {
                for (String ingredient : references.refs(path, owner, List.of(drug), true)) {
                    raisedBeside.put(ingredient, references.refs(path, owner, partners, false));
                }
            });
            criteria.add(new ContextCriterion.UnlessRaisedBeside(raisedBeside));
        }
        if (spec.unlessExtendedWithImmediate() != null) {
            criteria.add(new ContextCriterion.UnlessExtendedWithImmediate(
                    references.refs(path, owner, spec.unlessExtendedWithImmediate(), false)));
        }
        dose(where, path, spec, criteria);
        if (spec.timesPerDayAtLeast() != null) {
            criteria.add(new ContextCriterion.TimesPerDayAtLeast(spec.timesPerDayAtLeast()));
        }
        return new RuleContext(criteria, localRoutes(where, path, spec));
    }

    private static void age(RuleSpec spec, List<ContextCriterion> criteria) {
        if (spec.minAge() != null) {
            criteria.add(new ContextCriterion.AgeAtLeast(spec.minAge()));
        }
        if (spec.maxAge() != null) {
            criteria.add(new ContextCriterion.AgeAtMost(spec.maxAge()));
        }
        if (spec.appliesFromAge() != null) {
            criteria.add(new ContextCriterion.AppliesFromAge(spec.appliesFromAge()));
        }
        if (spec.minAgeDays() != null) {
            criteria.add(new ContextCriterion.AgeInDaysAtLeast(spec.minAgeDays()));
        }
        if (spec.maxAgeDays() != null) {
            criteria.add(new ContextCriterion.AgeInDaysAtMost(spec.maxAgeDays()));
        }
    }

    private void gestation(String where, RuleSpec spec, List<ContextCriterion> criteria) {
        boolean unknown = Boolean.TRUE.equals(spec.gestationalWeeksUnknown());
        if (unknown && (spec.gestationalWeeksAtLeast() != null || spec.gestationalWeeksBelow() != null)) {
            problems.add(where + ": a gestational week limit and gestationalWeeksUnknown exclude each other");
        } else if (unknown) {
            criteria.add(new ContextCriterion.GestationalWeeksUnknown());
        }
        if (!unknown && spec.gestationalWeeksAtLeast() != null) {
            criteria.add(new ContextCriterion.GestationalWeeksAtLeast(spec.gestationalWeeksAtLeast()));
        }
        if (!unknown && spec.gestationalWeeksBelow() != null) {
            criteria.add(new ContextCriterion.GestationalWeeksBelow(spec.gestationalWeeksBelow()));
        }
    }

    /** A group's name inside a sentence: "Inflammatory bowel disease" as "inflammatory bowel disease", "HIV" kept. */
    private static String inRunningText(String name) {
        boolean acronym = name.length() > 1 && Character.isUpperCase(name.charAt(1));
        return acronym || name.isEmpty() ? name : Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    private void lab(String where, RuleSpec spec, List<ContextCriterion> criteria) {
        if (spec.lab() == null) {
            if (spec.above() != null || spec.below() != null) {
                problems.add(where + ": 'above'/'below' need a 'lab'");
            }
            if (spec.labSinceStart() != null) {
                problems.add(where + ": 'labSinceStart' needs a 'lab'");
            }
            return;
        }
        if (!measures.containsKey(spec.lab())) {
            problems.add(where + ": unknown lab measure " + spec.lab());
        }
        if (spec.above() == null && spec.below() == null) {
            problems.add(where + ": a lab rule needs 'above' or 'below'");
        }
        criteria.add(new ContextCriterion.Lab(spec.lab(), spec.above(), spec.below()));
        if (Boolean.TRUE.equals(spec.labSinceStart())) {
            criteria.add(new ContextCriterion.LabSinceStart(spec.lab()));
        }
    }

    private void riskFactors(String where, KnowledgeFileSpec.RiskFactorsSpec spec, List<ContextCriterion> criteria) {
        if (spec == null) {
            return;
        }
        List<ContextCriterion.RiskFactor> factors = new ArrayList<>();
        for (var factor : orEmpty(spec.of())) {
            int given = (factor.minAge() != null ? 1 : 0) + (factor.maxWeightKg() != null ? 1 : 0)
                    + (factor.lab() != null ? 1 : 0);
            if (given != 1 || factor.lab() != null && factor.atLeast() == null
                    || factor.lab() == null && factor.atLeast() != null) {
                problems.add(where + ": a risk factor is exactly one of minAge, maxWeightKg, or lab with atLeast");
                continue;
            }
            if (factor.lab() != null && !measures.containsKey(factor.lab())) {
                problems.add(where + ": risk factor names unknown lab measure " + factor.lab());
            }
            factors.add(factor.minAge() != null ? new ContextCriterion.AgeFactor(factor.minAge())
                    : factor.maxWeightKg() != null ? new ContextCriterion.WeightFactor(factor.maxWeightKg())
                    : new ContextCriterion.LabFactor(factor.lab(), factor.atLeast()));
        }
        Integer count = spec.atLeast() != null ? spec.atLeast() : spec.fewerThan();
        if (spec.atLeast() != null && spec.fewerThan() != null || count == null || count < 1
                || count > orEmpty(spec.of()).size()) {
            problems.add(where + ": riskFactors needs atLeast or fewerThan between 1 and the number of factors");
            return;
        }
        criteria.add(spec.atLeast() != null ? new ContextCriterion.RiskFactors(count, List.copyOf(factors))
                : new ContextCriterion.FewerRiskFactors(count, List.copyOf(factors)));
    }

    private void dose(String where, String path, RuleSpec spec, List<ContextCriterion> criteria) {
        if (spec.dailyDoseAboveMgPerKg() != null && spec.dailyDoseAboveMgPerKg() <= 0) {
            problems.add(where + ": dailyDoseAboveMgPerKg must be positive");
        }
        if (spec.dailyDoseAboveMgPerM2() != null && spec.dailyDoseAboveMgPerM2() <= 0) {
            problems.add(where + ": dailyDoseAboveMgPerM2 must be positive");
        }
        if (spec.dailyDoseAboveMgPerKg() != null && spec.dailyDoseAboveMgPerM2() != null) {
            problems.add(where + ": a dose limit is per kg or per square metre, not both");
        }
        if (spec.doseOf() != null) {
            references.refs(path, "rule " + spec.id(), List.of(spec.doseOf()), false);
        }
        if (spec.dailyDoseAboveMg() == null && spec.dailyDoseAboveMgPerKg() == null
                && spec.dailyDoseAboveMgPerM2() == null) {
            if (spec.doseOf() != null) {
                problems.add(where + ": 'doseOf' needs 'dailyDoseAboveMg'");
            }
            return;
        }
        criteria.add(new ContextCriterion.DailyDose(spec.dailyDoseAboveMg(), spec.dailyDoseAboveMgPerKg(),
                spec.dailyDoseAboveMgPerM2(), spec.doseOf()));
    }

    private Map<String, Set<String>> localRoutes(String where, String path, RuleSpec spec) {
        Map<String, Set<String>> localRoutes = new LinkedHashMap<>();
        if (spec.localRoutes() != null) {
            FileValues.ROUTES.check(problems, where + " localRoutes", spec.localRoutes().keySet());
            spec.localRoutes().forEach((route, optedIn) -> localRoutes.put(route,
                    references.refs(path, "rule " + spec.id() + " localRoutes", optedIn, false)));
        }
        return localRoutes;
    }
}
