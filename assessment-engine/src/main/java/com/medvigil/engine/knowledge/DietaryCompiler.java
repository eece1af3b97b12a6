package com.medvigil.engine.knowledge;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/** The {@code dietary} sections: food and drink precautions by medicine. */
final class DietaryCompiler implements SectionCompiler {

    private final KnownReferences references;
    private final List<Dietary> dietary = new ArrayList<>();

    DietaryCompiler(KnownReferences references) {
        this.references = references;
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        for (var item : orEmpty(file.dietary())) {
            references.refs(path, "dietary " + item.name(), item.drugs(), false);
            List<String> sources = references.sourcesOf(path, "dietary " + item.name(), item.sources(), file.sources());
            dietary.add(new Dietary(Set.copyOf(orEmpty(item.drugs())), item.emoji(), item.name(), item.type(),
                    item.explanation(), item.duration(), item.alternatives(), sources));
        }
    }

    List<Dietary> dietary() {
        return dietary;
    }
}
