package com.medvigil.engine.knowledge;

import com.medvigil.engine.knowledge.KnowledgeFileSpec.RuleSpec;
import com.medvigil.engine.result.Confidence;
import com.medvigil.engine.result.Documentation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/**
 * The {@code rules} sections: every rule has a unique id, a severity, its texts and a source, exactly one medicine
 * criterion, and a patient context ({@link ContextCompiler}); no two rules of a family have the same medicines and
 * context.
 */
final class RuleCompiler implements SectionCompiler {

    /** Source types that state a finding for the medicines themselves: what makes a rule's documentation established. */
    private static final Set<String> OFFICIAL_SOURCE_TYPES = Set.of("Drug label", "Drug safety communication",
            "Guideline", "Consensus list", "Regulatory reference table", "Position statement");

    private final KnownReferences references;
    private final LoadProblems problems;
    private final Map<String, Effect> effects;
    private final ContextCompiler contexts;
    private final List<Rule> rules = new ArrayList<>();
    private final Set<RuleSignature> signatures = new HashSet<>();
    private final Set<String> ruleIds = new HashSet<>();

    RuleCompiler(KnownReferences references, LoadProblems problems, Map<String, ConditionGroup> groups,
                 Map<String, Measure> measures, Map<String, Effect> effects) {
        this.references = references;
        this.problems = problems;
        this.effects = effects;
        this.contexts = new ContextCompiler(references, problems, groups, measures);
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        if (file.rules() != null && file.family() == null) {
            problems.add(path + ": has rules but no family");
            return;
        }
        for (RuleSpec spec : orEmpty(file.rules())) {
            Rule rule = rule(path, file, spec);
            if (rule == null) {
                continue;
            }
            if (!ruleIds.add(rule.id())) {
                problems.add(path + ": rule id " + rule.id() + " is used twice");
            }
            if (!signatures.add(new RuleSignature(rule.family(), rule.medications(), rule.context()))) {
                problems.add(path + ": rule " + rule.id() + " repeats another rule's medicines and context");
            }
            rules.add(rule);
        }
    }

    List<Rule> rules() {
        return rules;
    }

    private Rule rule(String path, KnowledgeFileSpec file, RuleSpec spec) {
        String where = path + ": rule " + spec.id();
        if (spec.id() == null || spec.id().isBlank()) {
            problems.add(path + ": a rule without an id");
            return null;
        }
        if (spec.severity() == null) {
            problems.add(where + " has no valid severity (contraindicated, major, moderate, minor)");
            return null;
        }
        problems.requireText(where, "title", spec.title());
        problems.requireText(where, "mechanism", spec.mechanism());
        problems.requireText(where, "management", spec.management());
        List<String> ruleSources = references.sourcesOf(path, "rule " + spec.id(), spec.sources(), file.sources());
        if (spec.effect() != null && !effects.containsKey(spec.effect())) {
            problems.add(where + " names unknown effect " + spec.effect());
        }
        MedicationCriterion medications = medicationCriterion(where, path, spec);
        RuleContext context = contexts.context(where, path, spec, file.notApplicableIn());
        if (medications == null || context == null) {
            return null;
        }
        String type = spec.type() != null ? spec.type() : file.type() != null ? file.type()
                : file.family().findingType();
        Confidence confidence = spec.confidence() == null ? Confidence.HIGH : spec.confidence();
        return new Rule(spec.id(), file.family(), type, spec.severity(), spec.title(), spec.mechanism(),
                spec.management(), ruleSources, spec.effect(), confidence,
                Boolean.TRUE.equals(spec.generic()), spec.missing(), medications, context,
                spec.severeReactionSeverity(), path, documentation(spec, confidence, ruleSources));
    }

    private MedicationCriterion medicationCriterion(String where, String path, RuleSpec spec) {
        String owner = "rule " + spec.id();
        List<MedicationCriterion> found = new ArrayList<>();
        if (spec.drugs() != null) {
            found.add(new MedicationCriterion.AnyOf(references.refs(path, owner, spec.drugs(), false)));
        }
        if (spec.all() != null) {
            if (spec.all().size() < 2) {
                problems.add(where + ": 'all' needs two or more slots");
            }
            List<Set<String>> slots = new ArrayList<>();
            for (List<String> slot : spec.all()) {
                slots.add(references.refs(path, owner, slot, false));
            }
            found.add(new MedicationCriterion.AllOf(List.copyOf(slots)));
        }
        if (spec.atLeast() != null) {
            if (spec.atLeast() < 2 || spec.of() == null) {
                problems.add(where + ": 'atLeast' needs a count of 2 or more and 'of'");
            }
            found.add(new MedicationCriterion.AtLeast(spec.atLeast(), references.refs(path, owner, spec.of(), false)));
        }
        if (spec.sameIngredientExcept() != null && !Boolean.TRUE.equals(spec.sameIngredient())) {
            problems.add(where + ": 'sameIngredientExcept' needs 'sameIngredient'");
        }
        if (spec.unlessRaisedBeside() != null && !Boolean.TRUE.equals(spec.sameIngredient())) {
            problems.add(where + ": 'unlessRaisedBeside' needs 'sameIngredient'");
        }
        if (Boolean.TRUE.equals(spec.sameIngredient())) {
            found.add(new MedicationCriterion.SameIngredient(
                    references.refs(path, owner, spec.sameIngredientExcept(), false)));
        }
        if (spec.allergyMatch() != null) {
            MedicationCriterion.Allergy allergy = allergy(where, path, spec);
            if (allergy == null) {
                return null;
            }
            found.add(allergy);
        }
        if (spec.burdenAtLeast() != null) {
            found.add(new MedicationCriterion.Burden(spec.burdenAtLeast(), spec.burdenDefinite()));
        }
        if (spec.morphineEquivalentsAtLeast() != null) {
            if (!(spec.morphineEquivalentsAtLeast() > 0) || spec.morphineEquivalentsBelow() != null
                    && !(spec.morphineEquivalentsBelow() > spec.morphineEquivalentsAtLeast())) {
                problems.add(where + ": morphineEquivalentsAtLeast must be positive and below morphineEquivalentsBelow");
            }
            found.add(new MedicationCriterion.MorphineEquivalents(spec.morphineEquivalentsAtLeast(),
                    spec.morphineEquivalentsBelow()));
        }
        if (spec.morphineEquivalentsBelow() != null && spec.morphineEquivalentsAtLeast() == null) {
            problems.add(where + ": 'morphineEquivalentsBelow' applies only with 'morphineEquivalentsAtLeast'");
        }
        if (spec.burdenDefinite() != null && spec.burdenAtLeast() == null) {
            problems.add(where + ": 'burdenDefinite' applies only with 'burdenAtLeast'");
        }
        if (spec.allergyReaction() != null && spec.allergyMatch() == null) {
            problems.add(where + ": 'allergyReaction' applies only to allergy rules");
        }
        if (spec.stoppedWithinDays() != null && spec.drugs() == null
                && (spec.all() == null || spec.all().size() != 2)) {
            problems.add(where + ": 'stoppedWithinDays' applies to 'drugs' or to an 'all' of two slots");
        }
        if (found.size() != 1) {
            problems.add(where + ": needs exactly one of drugs, all, atLeast, sameIngredient, allergyMatch, "
                    + "burdenAtLeast, morphineEquivalentsAtLeast (has " + found.size() + ")");
            return null;
        }
        return found.get(0);
    }

    private MedicationCriterion.Allergy allergy(String where, String path, RuleSpec spec) {
        MedicationCriterion.AllergyMatch match;
        try {
            match = MedicationCriterion.AllergyMatch.valueOf(
                    spec.allergyMatch().toUpperCase(Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            problems.add(where + ": unknown allergyMatch " + spec.allergyMatch());
            return null;
        }
        String owner = "rule " + spec.id();
        boolean sameClass = match == MedicationCriterion.AllergyMatch.SAME_CLASS;
        Set<String> allergen = references.refs(path, owner, sameClass ? spec.of() : spec.allergen(), false);
        Set<String> targets = references.refs(path, owner, sameClass ? spec.of() : orEmpty(spec.of()), false);
        boolean needsBoth = match == MedicationCriterion.AllergyMatch.CROSS_REACTIVE
                || match == MedicationCriterion.AllergyMatch.NAMED_CLASS;
        if (needsBoth && (allergen.isEmpty() || targets.isEmpty())) {
            problems.add(where + ": a " + spec.allergyMatch() + " allergy rule needs 'allergen' and 'of'");
        }
        if (match == MedicationCriterion.AllergyMatch.NAMED_CLASS) {
            allergen.stream().filter(references.drugs::containsKey).forEach(ref ->
                    problems.add(where + ": a named-class allergy rule names classes, not the drug " + ref));
        }
        if (match == MedicationCriterion.AllergyMatch.RECORDED_INTOLERANCE && spec.severeReactionSeverity() != null) {
            problems.add(where + ": a recorded-intolerance rule takes no severeReactionSeverity (a severe reaction "
                    + "makes the record an allergy)");
        }
        return new MedicationCriterion.Allergy(match, allergen, targets, Set.copyOf(orEmpty(spec.allergyReaction())));
    }

    /**
     * A rule's own documentation level, else: a generic (mechanism) rule is probable; so is one whose evidence
     * is not rated high or whose sources include no label, regulatory text or guideline; a rule of low
     * confidence is suspected; the rest are established.
     */
    private Documentation documentation(RuleSpec spec, Confidence confidence, List<String> ruleSources) {
        if (spec.documentation() != null) {
            return spec.documentation();
        }
        if (confidence == Confidence.LOW) {
            return Documentation.SUSPECTED;
        }
        boolean official = ruleSources.stream().map(references.sources::get)
                .anyMatch(source -> source != null && source.type() != null && OFFICIAL_SOURCE_TYPES.contains(source.type()));
        return Boolean.TRUE.equals(spec.generic()) || confidence == Confidence.MEDIUM || !official
                ? Documentation.PROBABLE : Documentation.ESTABLISHED;
    }

    /** Two rules with the same family, medicines and context say the same thing twice. */
    private record RuleSignature(Family family, MedicationCriterion medications, RuleContext context) {
    }
}
