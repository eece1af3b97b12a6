package com.medvigil.engine.knowledge;

import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import com.medvigil.engine.medication.MedicineNames;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/**
 * The {@code vocabulary} section (exactly one file holds it: units, dose forms, route words, ...) and the
 * {@code severeReactionTerms} and {@code intoleranceReactionTerms}: the words the engine reads names and records with.
 */
final class VocabularyCompiler implements SectionCompiler {

    private final LoadProblems problems;
    private final Set<String> severeTerms = new LinkedHashSet<>();
    private final Set<String> intoleranceTerms = new LinkedHashSet<>();
    private final Map<String, Set<String>> histamineReleaseTerms = new LinkedHashMap<>();
    private NameVocabulary vocabulary;

    VocabularyCompiler(LoadProblems problems) {
        this.problems = problems;
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        if (file.severeReactionTerms() != null) {
            severeTerms.addAll(file.severeReactionTerms());
        }
        if (file.intoleranceReactionTerms() != null) {
            intoleranceTerms.addAll(file.intoleranceReactionTerms());
        }
        if (file.histamineReleaseReactionTerms() != null) {
            file.histamineReleaseReactionTerms().forEach((drugClass, terms) ->
                    histamineReleaseTerms.computeIfAbsent(drugClass, key -> new LinkedHashSet<>()).addAll(terms));
        }
        if (file.vocabulary() != null) {
            if (vocabulary != null) {
                problems.add(path + ": a second name vocabulary");
            }
            vocabulary = vocabulary(path, file.vocabulary());
        }
    }

    private NameVocabulary vocabulary(String path, KnowledgeFileSpec.VocabularySpec spec) {
        return new NameVocabulary(lower(spec.units()), lower(spec.doseForms()), lower(spec.salts()),
                lower(spec.releaseTerms()), lower(spec.fillerWords()), routeWords(path, spec.routeTerms()),
                routeWords(path, spec.routeFieldTerms()), lower(spec.notMedicines()),
                List.copyOf(orEmpty(spec.noAllergyPhrases()).stream().map(p -> p.toLowerCase(Locale.ROOT)).toList()),
                lower(spec.reactionDegrees()), List.copyOf(orEmpty(spec.conditionAbsentOpenings())),
                List.copyOf(orEmpty(spec.conditionAbsentEndings())), List.copyOf(orEmpty(spec.conditionFamilyOpenings())),
                List.copyOf(orEmpty(spec.conditionFamilyEndings())), List.copyOf(orEmpty(spec.conditionHistoryOpenings())),
                lower(spec.infusionVehicleWords()), normalized(spec.lackOfEffectReactions()));
    }

    /** Route words by route id, in the file's order: the order is the precedence. */
    private Map<String, List<String>> routeWords(String path, Map<String, List<String>> spec) {
        Map<String, List<String>> words = new LinkedHashMap<>();
        if (spec != null) {
            FileValues.ROUTES.check(problems, path + ": route words", spec.keySet());
            spec.forEach((route, list) -> words.put(route,
                    orEmpty(list).stream().map(w -> w.toLowerCase(Locale.ROOT)).toList()));
        }
        return Collections.unmodifiableMap(words);
    }

    /** Reaction phrases spelled as {@link MedicineNames#normalize} spells a reaction. */
    private static Set<String> normalized(List<String> phrases) {
        return orEmpty(phrases).stream().map(MedicineNames::normalize).collect(Collectors.toUnmodifiableSet());
    }

    private static Set<String> lower(List<String> words) {
        Set<String> set = new HashSet<>();
        for (String word : orEmpty(words)) {
            set.add(word.toLowerCase(Locale.ROOT));
        }
        return Set.copyOf(set);
    }

    /** The vocabulary, or null (reported) when no file holds one. */
    NameVocabulary vocabulary() {
        if (vocabulary == null) {
            problems.add("no file holds the name vocabulary");
        }
        return vocabulary;
    }

    Set<String> severeTerms() {
        return severeTerms;
    }

    Set<String> intoleranceTerms() {
        return intoleranceTerms;
    }

    Map<String, Set<String>> histamineReleaseTerms() {
        return histamineReleaseTerms;
    }
}
