package com.medvigil.engine.knowledge;

import com.medvigil.engine.result.Confidence;
import com.medvigil.engine.result.Documentation;
import com.medvigil.engine.result.Severity;

import java.util.List;

/**
 * One clinical rule, compiled from its knowledge file. Title, mechanism and management may hold placeholders
 * ({drug}, {1}, {2}, {drugs}, {value}, {allergen}) that the evaluator fills for the patient at hand.
 * A {@code generic} rule states a mechanism (CYP inhibition, additive QT) and yields to a specific rule of its family
 * that names the same medicines. {@code missing} is the advisory given when the rule's medicines are present but the
 * data it needs is not. {@code documentation} is the rule's own level where it gives one, else derived from its
 * sources, confidence and whether it is generic (KnowledgeLoader).
 */
public record Rule(
        String id,
        Family family,
        String type,
        Severity severity,
        String title,
        String mechanism,
        String management,
        List<String> sources,
        String effect,
        Confidence confidence,
        boolean generic,
        String missing,
        MedicationCriterion medications,
        RuleContext context,
        Severity severeReactionSeverity,
        String file,
        Documentation documentation) {

}
