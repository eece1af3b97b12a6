package com.medvigil.engine.knowledge;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/** The {@code rxnorm} sections: RxNorm codes and the ingredients each stands for. */
final class RxNormCompiler implements SectionCompiler {

    private final KnownReferences references;
    private final LoadProblems problems;
    private final Map<String, List<String>> codes = new LinkedHashMap<>();

    RxNormCompiler(KnownReferences references, LoadProblems problems) {
        this.references = references;
        this.problems = problems;
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        for (var code : orEmpty(file.rxnorm())) {
            references.refs(path, "rxnorm " + code.code(), code.ingredients(), true);
            if (codes.put(code.code(), List.copyOf(orEmpty(code.ingredients()))) != null) {
                problems.add(path + ": RxNorm code " + code.code() + " listed twice");
            }
        }
    }

    Map<String, List<String>> codes() {
        return codes;
    }
}
