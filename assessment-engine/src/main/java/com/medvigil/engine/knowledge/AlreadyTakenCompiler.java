package com.medvigil.engine.knowledge;

import java.util.ArrayList;
import java.util.List;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/** The {@code alreadyTaken} sections: how advice to add a medicine is said when the patient already takes one. */
final class AlreadyTakenCompiler implements SectionCompiler {

    private final KnownReferences references;
    private final LoadProblems problems;
    private final List<AlreadyTakenAdvice> advice = new ArrayList<>();

    AlreadyTakenCompiler(KnownReferences references, LoadProblems problems) {
        this.references = references;
        this.problems = problems;
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        for (var item : orEmpty(file.alreadyTaken())) {
            references.refs(path, "alreadyTaken " + item.says(), List.of(String.valueOf(item.drugOrClass())), false);
            problems.requireText(path, "alreadyTaken " + item.drugOrClass(), item.says());
            problems.requireText(path, "alreadyTaken " + item.drugOrClass(), item.instead());
            advice.add(new AlreadyTakenAdvice(item.drugOrClass(), item.says(), item.instead()));
        }
    }

    List<AlreadyTakenAdvice> advice() {
        return advice;
    }
}
