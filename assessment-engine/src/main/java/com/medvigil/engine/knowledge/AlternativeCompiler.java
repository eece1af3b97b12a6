package com.medvigil.engine.knowledge;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/** The {@code alternatives} sections: safer options to discuss, by the drugs or classes they replace. */
final class AlternativeCompiler implements SectionCompiler {

    private final KnownReferences references;
    private final LoadProblems problems;
    private final List<Alternative> alternatives = new ArrayList<>();

    AlternativeCompiler(KnownReferences references, LoadProblems problems) {
        this.references = references;
        this.problems = problems;
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        for (var spec : orEmpty(file.alternatives())) {
            String owner = "alternative " + spec.name();
            String where = path + ": " + owner;
            references.refs(path, owner, spec.replaces(), false);
            references.refs(path, owner, spec.candidates(), false);
            references.refs(path, owner, spec.exceptReplacing(), false);
            problems.requireText(path, owner, spec.explanation());
            if (spec.route() != null) {
                FileValues.ROUTES.check(problems, where, List.of(spec.route()));
            }
            alternatives.add(new Alternative(Set.copyOf(orEmpty(spec.replaces())), spec.name(), spec.emoji(),
                    spec.category(), spec.explanation(), spec.precautions(), spec.evidence(),
                    List.copyOf(orEmpty(spec.candidates())), spec.route(),
                    FileValues.REPRODUCTIVE_STATUSES.check(problems, where, spec.forReproductive()),
                    FileValues.REPRODUCTIVE_STATUSES.check(problems, where, spec.notForReproductive()),
                    spec.minAgeYears(), Set.copyOf(orEmpty(spec.exceptReplacing())),
                    Set.copyOf(orEmpty(spec.forFamilies()))));
        }
    }

    List<Alternative> alternatives() {
        return alternatives;
    }
}
