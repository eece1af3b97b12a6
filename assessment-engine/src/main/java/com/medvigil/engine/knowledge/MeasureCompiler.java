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

    private Measure.Change change(KnowledgeFileSpec.MeasureSpec spec) {
        var change = spec.change();
        if (change == null) {
            return null;
        }
        String where = "measure " + spec.id();
        if (change.of() == null || !measures.containsKey(change.of())) {
            problems.add(where + ": change.of must name a measure defined before it");
        }
        if (change.withinDays() == null || change.withinDays() <= 0) {
            problems.add(where + ": change.withinDays must be positive");
        }
        if (spec.terms() != null || spec.loinc() != null) {
            problems.add(where + ": a change measure is read from another measure, not recognised by terms or codes");
        }
        Measure.Change.Kind kind = switch (String.valueOf(change.as())) {
            case "ratio" -> Measure.Change.Kind.RATIO;
            case "difference" -> Measure.Change.Kind.DIFFERENCE;
            case "percent-fall" -> Measure.Change.Kind.PERCENT_FALL;
            default -> {
                problems.add(where + ": change.as must be 'ratio', 'difference' or 'percent-fall'");
                yield Measure.Change.Kind.RATIO;
            }
        };
        return new Measure.Change(change.of(), change.withinDays() == null ? 1 : change.withinDays(), kind);
    }

    private Measure measure(KnowledgeFileSpec.MeasureSpec spec) {
        Map<String, Double> factors = new LinkedHashMap<>();
        for (var unit : orEmpty(spec.units())) {
            factors.put(unit.unit().toLowerCase(Locale.ROOT), unit.factor());
        }
        if (spec.unit() != null) {
            factors.putIfAbsent(spec.unit().toLowerCase(Locale.ROOT), 1.0);
        }
        return new Measure(spec.id(), spec.name(), List.copyOf(orEmpty(spec.terms())),
                Set.copyOf(orEmpty(spec.loinc())), spec.unit(), Map.copyOf(factors), spec.currentForDays(), change(spec));
    }

    Map<String, Measure> measures() {
        return measures;
    }
}
