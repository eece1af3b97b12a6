package com.medvigil.engine.knowledge;

import java.util.LinkedHashMap;
import java.util.Map;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/**
 * The {@code scores} sections: anticholinergic burden scores by drug, and the daily dose at or below which a drug's
 * score is not counted.
 */
final class ScoreCompiler implements SectionCompiler {

    private final KnownReferences references;
    private final LoadProblems problems;
    private final Map<String, Integer> scores = new LinkedHashMap<>();
    private final Map<String, Double> doseFloors = new LinkedHashMap<>();

    ScoreCompiler(KnownReferences references, LoadProblems problems) {
        this.references = references;
        this.problems = problems;
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        for (var score : orEmpty(file.scores())) {
            if (!references.drugs.containsKey(score.drug())) {
                problems.add(path + ": score for unknown drug " + score.drug());
            }
            if (scores.put(score.drug(), score.score()) != null) {
                problems.add(path + ": score for " + score.drug() + " listed twice");
            }
            if (score.notCountedAtOrBelowMgPerDay() != null) {
                doseFloors.put(score.drug(), score.notCountedAtOrBelowMgPerDay());
            }
        }
    }

    Map<String, Integer> scores() {
        return scores;
    }

    Map<String, Double> doseFloors() {
        return doseFloors;
    }
}
