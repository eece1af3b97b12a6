package com.medvigil.engine.knowledge;

import java.util.ArrayList;
import java.util.List;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/** The {@code washouts} sections: how long stopped medicines still interact. */
final class WashoutCompiler implements SectionCompiler {

    private final KnownReferences references;
    private final LoadProblems problems;
    private final List<Washout> washouts = new ArrayList<>();

    WashoutCompiler(KnownReferences references, LoadProblems problems) {
        this.references = references;
        this.problems = problems;
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        for (var spec : orEmpty(file.washouts())) {
            String owner = "washout of " + spec.drugs();
            if (spec.days() == null || spec.days() <= 0) {
                problems.add(path + ": " + owner + " needs a number of days");
            }
            problems.requireText(path, owner + " basis", spec.basis());
            washouts.add(new Washout(references.refs(path, owner, spec.drugs(), false),
                    spec.days() == null ? 0 : spec.days(), references.refs(path, owner, spec.onlyWith(), false),
                    spec.basis(), references.sourcesOf(path, owner, spec.sources(), file.sources())));
        }
    }

    List<Washout> washouts() {
        return washouts;
    }
}
