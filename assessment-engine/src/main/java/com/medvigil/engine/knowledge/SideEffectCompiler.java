package com.medvigil.engine.knowledge;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/** The {@code sideEffects} sections: expected side effects by medicine, told for the patient. */
final class SideEffectCompiler implements SectionCompiler {

    private final KnownReferences references;
    private final List<SideEffect> sideEffects = new ArrayList<>();

    SideEffectCompiler(KnownReferences references) {
        this.references = references;
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        for (var item : orEmpty(file.sideEffects())) {
            references.refs(path, "side effect " + item.name(), item.drugs(), false);
            references.sourcesOf(path, "side effect " + item.name(), item.sources(), file.sources());
            sideEffects.add(new SideEffect(Set.copyOf(orEmpty(item.drugs())), item.name(), item.duration(),
                    item.explanation()));
        }
    }

    List<SideEffect> sideEffects() {
        return sideEffects;
    }
}
