package com.medvigil.engine.knowledge;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/** The {@code sideEffects} sections: expected side effects by medicine, told for the patient. */
final class SideEffectCompiler implements SectionCompiler {

    private final KnownReferences references;
    private final LoadProblems problems;
    private final Map<String, Effect> effects;
    private final List<SideEffect> sideEffects = new ArrayList<>();

    SideEffectCompiler(KnownReferences references, LoadProblems problems, Map<String, Effect> effects) {
        this.references = references;
        this.problems = problems;
        this.effects = effects;
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        for (var item : orEmpty(file.sideEffects())) {
            references.refs(path, "side effect " + item.name(), item.drugs(), false);
            references.sourcesOf(path, "side effect " + item.name(), item.sources(), file.sources());
            String owner = path + ": side effect " + item.name();
            for (String effect : orEmpty(item.maskedBy())) {
                if (!effects.containsKey(effect)) {
                    problems.add(owner + " is masked by unknown effect " + effect);
                }
            }
            sideEffects.add(new SideEffect(Set.copyOf(orEmpty(item.drugs())), item.name(), item.duration(),
                    item.explanation(), Set.copyOf(orEmpty(item.maskedBy())),
                    FileValues.REPRODUCTIVE_STATUSES.check(problems, owner, item.notForReproductive())));
        }
    }

    List<SideEffect> sideEffects() {
        return sideEffects;
    }
}
