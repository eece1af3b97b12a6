package com.medvigil.engine.knowledge;

import java.util.List;

/** The knowledge files are unreadable or inconsistent; the engine refuses to start on them. */
public class KnowledgeException extends RuntimeException {

    private final List<String> problems;

    public KnowledgeException(List<String> problems) {
        super("Knowledge base is inconsistent:\n - " + String.join("\n - ", problems));
        this.problems = List.copyOf(problems);
    }

    public KnowledgeException(String message, Throwable cause) {
        super(message, cause);
        this.problems = List.of(message);
    }

    public List<String> problems() {
        return problems;
    }
}
