package com.medvigil.engine.narrative;

import com.medvigil.engine.knowledge.Source;
import com.medvigil.engine.result.Narrative;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The references of one result, numbered (from 0) in order of first citation. */
final class ReferenceList {

    private final Map<String, Integer> indexes = new LinkedHashMap<>();
    private final List<Narrative.Reference> references = new ArrayList<>();
    private final Map<String, Source> sources;

    ReferenceList(Map<String, Source> sources) {
        this.sources = sources;
    }

    int cite(String sourceId) {
        return indexes.computeIfAbsent(sourceId, id -> {
            Source source = sources.get(id);
            references.add(new Narrative.Reference(source.citation(), source.url(), source.source(), source.year(),
                    source.type()));
            return references.size() - 1;
        });
    }

    List<Integer> citeAll(List<String> sourceIds) {
        return sourceIds.stream().map(this::cite).toList();
    }

    List<Narrative.Reference> references() {
        return List.copyOf(references);
    }
}
