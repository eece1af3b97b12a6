package com.medvigil.engine;

import com.medvigil.engine.result.AgeSource;
import com.medvigil.engine.result.DosageAnalysis;
import com.medvigil.engine.result.Finding;
import com.medvigil.engine.result.MissingData;
import com.medvigil.engine.result.Narrative;
import com.medvigil.engine.result.RecognizedMedication;
import com.medvigil.engine.result.RiskLevel;
import com.medvigil.engine.result.StoppedMedication;
import com.medvigil.engine.result.Symptoms;

import java.util.List;

/**
 * The engine's answer for one patient: the spec 2.5 fields (riskLevel, summary, narrative, dosageFindings, symptoms)
 * plus the structured findings, the medicines as recognised, and what could not be judged. {@code incomplete} is
 * true when a listed medicine or a documented allergy substance was not recognised and so not checked
 * ({@code unrecognizedMedications}, {@code unrecognizedAllergies}): the risk level then grades only what was checked.
 * {@code stoppedMedications} lists the medicines treated as stopped (by status or end date), each with whether it
 * was still inside its washout and so still checked for interactions.
 * {@code ageSource} says whether the age came from the birth date or from a stated age (null when no age was known).
 * Serialises with a plain Jackson ObjectMapper to the JSON names of the spec.
 */
public record EngineResult(
        RiskLevel riskLevel,
        String summary,
        Narrative narrative,
        List<DosageAnalysis> dosageFindings,
        Symptoms symptoms,
        List<Finding> findings,
        List<RecognizedMedication> medications,
        List<String> unrecognizedMedications,
        List<MissingData> missingData,
        String knowledgeVersion,
        boolean incomplete,
        List<String> unrecognizedAllergies,
        List<StoppedMedication> stoppedMedications,
        AgeSource ageSource) {
}
