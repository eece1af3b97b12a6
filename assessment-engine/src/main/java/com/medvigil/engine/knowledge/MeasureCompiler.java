package com.medvigil.engine.knowledge;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/** The {@code measures} sections: lab and vital measures, their codes and the units they convert from. */
final class MeasureCompiler implements SectionCompiler {

    private final LoadProblems problems;
    private final Map<String, Measure> measures = new LinkedHashMap<>();

    MeasureCompiler(LoadProblems problems) {
        this.problems = problems;
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        for (var measure : orEmpty(file.measures())) {
            problems.putUnique(measures, measure.id(), measure(measure), path, "measure");
        }
    }

    private static Measure measure(KnowledgeFileSpec.MeasureSpec spec) {
        Map<String, Double> factors = new LinkedHashMap<>();
        for (var unit : orEmpty(spec.units())) {
            factors.put(unit.unit().toLowerCase(Locale.ROOT), unit.factor());
        }
        if (spec.unit() != null) {
            factors.putIfAbsent(spec.unit().toLowerCase(Locale.ROOT), 1.0);
        }
        return new Measure(spec.id(), spec.name(), List.copyOf(orEmpty(spec.terms())),
                Set.copyOf(orEmpty(spec.loinc())), spec.unit(), Map.copyOf(factors), spec.currentForDays());
    }

    Map<String, Measure> measures() {
        return measures;
    }
}
