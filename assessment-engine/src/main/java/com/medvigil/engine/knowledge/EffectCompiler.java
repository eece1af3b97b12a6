package com.medvigil.engine.knowledge;

import com.medvigil.engine.result.Symptoms;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/** The {@code effects} sections: the consequences rules warn about, told for the patient. */
final class EffectCompiler implements SectionCompiler {

    private final KnownReferences references;
    private final LoadProblems problems;
    private final Map<String, Effect> effects = new LinkedHashMap<>();

    EffectCompiler(KnownReferences references, LoadProblems problems) {
        this.references = references;
        this.problems = problems;
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        for (var effect : orEmpty(file.effects())) {
            problems.putUnique(effects, effect.id(), effect(path, effect), path, "effect");
        }
    }

    private Effect effect(String path, KnowledgeFileSpec.EffectSpec spec) {
        String where = path + ": effect " + spec.id();
        problems.requireText(path, "effect " + spec.id(), spec.plain());
        List<Symptoms.Monitoring> monitoring = orEmpty(spec.monitoring()).stream()
                .map(m -> new Symptoms.Monitoring(m.name(), m.frequency(), m.target(), m.action())).toList();
        List<Symptoms.Concerning> concerning = new ArrayList<>();
        for (var c : orEmpty(spec.concerning())) {
            FileValues.CONCERN_LEVELS.check(problems, where + " concern " + c.name(), List.of(String.valueOf(c.severity())));
            concerning.add(new Symptoms.Concerning(c.name(), c.severity(), c.action(), c.explanation()));
        }
        if (spec.onset() != null) {
            FileValues.ONSETS.check(problems, where, List.of(spec.onset()));
        }
        return new Effect(spec.id(), spec.plain(), spec.advice(), monitoring, List.copyOf(concerning),
                references.refs(path, "effect " + spec.id(), spec.about(), false),
                references.refs(path, "effect " + spec.id(), spec.mentions(), false), spec.onset(),
                Boolean.TRUE.equals(spec.patientStops()));
    }

    Map<String, Effect> effects() {
        return effects;
    }
}
