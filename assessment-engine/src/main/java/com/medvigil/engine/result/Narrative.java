package com.medvigil.engine.result;

import java.util.List;

/** The eleven narrative fields of spec 2.5, all written from the findings. */
public record Narrative(
        RiskLevel interactionRiskLevel,
        String generalExplanation,
        String detailedExplanation,
        String generalAdvice,
        String tailoredAdvice,
        Symptoms symptoms,
        List<PharmacologicalExplanation> pharmacologicalExplanation,
        List<Reference> references,
        List<DosageAnalysis> dosageAnalysis,
        List<AlternativeMedication> alternativeMedications,
        List<DietaryPrecaution> dietaryPrecautions) {

    /** type is e.g. "Primary Interaction"; referenceIndex is 0-based into references. */
    public record PharmacologicalExplanation(String explanation, int referenceIndex, String type, Confidence confidence) {
    }

    /** A real citation; url is null unless the knowledge base holds one from the source itself. */
    public record Reference(String citation, String url, String source, String year, String type) {
    }

    public record AlternativeMedication(String emoji, String name, String category, String explanation,
                                        String precautions, String evidence) {
    }

    public record DietaryPrecaution(String emoji, String name, String type, String explanation, String duration,
                                    String alternatives) {
    }
}
