package com.medvigil.engine.knowledge;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The ids other sections refer to (sources, drugs, classes), filled by their compilers first, and the checks of a
 * reference to them: an unknown or repeated reference is a problem naming the file and the entry.
 */
final class KnownReferences {

    final Map<String, Source> sources = new LinkedHashMap<>();
    final Map<String, Drug> drugs = new LinkedHashMap<>();
    final Map<String, DrugClass> classes = new LinkedHashMap<>();
    private final LoadProblems problems;

    KnownReferences(LoadProblems problems) {
        this.problems = problems;
    }

    /** Drug (or, unless {@code drugsOnly}, class) ids, each checked to exist and to be listed once. */
    Set<String> refs(String path, String owner, Collection<String> refs, boolean drugsOnly) {
        Set<String> set = new LinkedHashSet<>();
        for (String ref : refs == null ? List.<String>of() : refs) {
            boolean known = drugsOnly ? drugs.containsKey(ref) : drugs.containsKey(ref) || classes.containsKey(ref);
            if (!known) {
                problems.add(path + ": " + owner + " refers to unknown " + (drugsOnly ? "drug " : "drug or class ")
                        + ref);
            }
            if (!set.add(ref)) {
                problems.add(path + ": " + owner + " lists " + ref + " twice");
            }
        }
        return Set.copyOf(set);
    }

    /** The entry's own sources, else the file's; there must be one and each must exist. */
    List<String> sourcesOf(String path, String owner, List<String> own, List<String> fileDefault) {
        List<String> chosen = own != null && !own.isEmpty() ? own : fileDefault == null ? List.of() : fileDefault;
        if (chosen.isEmpty()) {
            problems.add(path + ": " + owner + " names no source");
        }
        citesKnown(path, owner, chosen);
        return List.copyOf(chosen);
    }

    void citesKnown(String path, String owner, List<String> cited) {
        for (String source : cited == null ? List.<String>of() : cited) {
            if (!sources.containsKey(source)) {
                problems.add(path + ": " + owner + " cites unknown source " + source);
            }
        }
    }
}
