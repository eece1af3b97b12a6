package com.medvigil.engine.knowledge;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Every problem found while compiling the knowledge files, collected so that a reviewer sees them all at once. */
final class LoadProblems {

    private final List<String> problems = new ArrayList<>();

    void add(String problem) {
        problems.add(problem);
    }

    void requireText(String where, String what, String text) {
        if (text == null || text.isBlank()) {
            problems.add(where + ": missing " + what);
        }
    }

    <T> void putUnique(Map<String, T> map, String id, T value, String path, String kind) {
        if (id == null) {
            problems.add(path + ": a " + kind + " without an id");
        } else if (map.putIfAbsent(id, value) != null) {
            problems.add(path + ": " + kind + " " + id + " is defined twice");
        }
    }

    void throwIfAny() {
        if (!problems.isEmpty()) {
            throw new KnowledgeException(problems);
        }
    }
}
