package com.medvigil.engine.knowledge;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

import java.util.Set;

/** The {@code references} sections: the sources every rule and catalogue entry cites. */
final class SourceCompiler implements SectionCompiler {

    private final KnownReferences references;
    private final LoadProblems problems;

    SourceCompiler(KnownReferences references, LoadProblems problems) {
        this.references = references;
        this.problems = problems;
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        for (var ref : orEmpty(file.references())) {
            if (ref.id() == null || ref.citation() == null || ref.citation().isBlank()) {
                problems.add(path + ": a reference needs an id and a citation");
                continue;
            }
            problems.putUnique(references.sources, ref.id(), new Source(ref.id(), ref.citation(), ref.url(),
                    ref.source(), ref.year(), ref.type(), Set.copyOf(orEmpty(ref.about()))), path, "reference");
        }
    }

    /** Once drugs and classes are known: what each source is about exists. */
    void checkSubjects(String path, KnowledgeFileSpec file) {
        for (var ref : orEmpty(file.references())) {
            references.refs(path, "reference " + ref.id(), ref.about(), false);
        }
    }

    /** Once every source is known: the sources a file cites for all its entries exist. */
    void checkFileCitations(String path, KnowledgeFileSpec file) {
        references.citesKnown(path, "file", file.sources());
    }
}
