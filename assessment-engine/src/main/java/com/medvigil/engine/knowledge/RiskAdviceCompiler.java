package com.medvigil.engine.knowledge;

import com.medvigil.engine.result.RiskLevel;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code riskAdvice} section: the sentence that opens the patient's general advice, one for each risk level.
 * Exactly one file holds it, and it speaks to every level.
 */
final class RiskAdviceCompiler implements SectionCompiler {

    private final LoadProblems problems;
    private final Map<RiskLevel, String> advice = new EnumMap<>(RiskLevel.class);
    private String definedIn;

    RiskAdviceCompiler(LoadProblems problems) {
        this.problems = problems;
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        if (file.riskAdvice() == null) {
            return;
        }
        if (definedIn != null) {
            problems.add(path + ": riskAdvice is already given in " + definedIn);
            return;
        }
        definedIn = path;
        file.riskAdvice().forEach((level, text) -> {
            FileValues.RISK_LEVELS.check(problems, path + ": riskAdvice", List.of(level));
            problems.requireText(path, "riskAdvice text for " + level, text);
            FileValues.RISK_LEVELS.read(level).ifPresent(known -> advice.put(known, text));
        });
    }

    /** The advice by risk level; a level without advice is reported. */
    Map<RiskLevel, String> advice() {
        for (RiskLevel level : RiskLevel.values()) {
            if (!advice.containsKey(level)) {
                problems.add((definedIn == null ? "no file" : definedIn) + ": riskAdvice has no text for " + level);
            }
        }
        return advice;
    }
}
