package com.medvigil.engine.result;

/** The dose of one medicine judged against the knowledge base; appropriatenessLevel values are in docs/engine.md. */
public record DosageAnalysis(
        String medication,
        String currentDosage,
        String appropriatenessLevel,
        String explanation,
        String recommendation) {
}
