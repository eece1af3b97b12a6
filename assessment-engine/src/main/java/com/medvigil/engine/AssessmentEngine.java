package com.medvigil.engine;

import com.medvigil.engine.alternative.SaferAlternatives;
import com.medvigil.engine.facts.CaseFacts;
import com.medvigil.engine.facts.CaseReader;
import com.medvigil.engine.facts.PatientAge;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.knowledge.KnowledgeLoader;
import com.medvigil.engine.medication.MedicationMatch;
import com.medvigil.engine.medication.MedicationRecognizer;
import com.medvigil.engine.narrative.NarrativeWriter;
import com.medvigil.engine.result.MissingData;
import com.medvigil.engine.result.Narrative;
import com.medvigil.engine.result.StoppedMedication;
import com.medvigil.engine.rule.Evaluation;
import com.medvigil.engine.rule.RuleEvaluator;

import java.util.ArrayList;
import java.util.List;

/**
 * The entry point the service calls. Built once on the knowledge base (immutable afterwards); {@link #assess} is
 * deterministic and safe to call from many threads at once.
 */
public final class AssessmentEngine {

    private final KnowledgeBase knowledge;
    private final MedicationRecognizer recognizer;
    private final CaseReader reader;
    private final RuleEvaluator evaluator;
    private final NarrativeWriter writer;

    public AssessmentEngine(KnowledgeBase knowledge) {
        this.knowledge = knowledge;
        this.recognizer = new MedicationRecognizer(knowledge);
        this.reader = new CaseReader(knowledge, recognizer);
        this.evaluator = new RuleEvaluator(knowledge);
        this.writer = new NarrativeWriter(knowledge, new SaferAlternatives(knowledge, evaluator, recognizer.routes()));
    }

    /** Loads the knowledge files shipped in this jar. Throws KnowledgeException if they are inconsistent. */
    public static AssessmentEngine withBundledKnowledge() {
        return new AssessmentEngine(new KnowledgeLoader().load());
    }

    public EngineResult assess(PatientCase patientCase) {
        CaseFacts facts = reader.read(patientCase);
        Evaluation evaluation = evaluator.evaluate(facts);
        List<MissingData> missing = new ArrayList<>(facts.readingProblems());
        missing.addAll(evaluation.missingData());
        NarrativeWriter.Written written = writer.write(facts, evaluation.hits(), missing);
        List<String> unrecognizedAllergies = facts.unrecognizedAllergies();
        Narrative narrative = withStoppedMedications(written.narrative(), facts.stoppedMedications());
        return new EngineResult(written.riskLevel(), written.summary(), narrative,
                narrative.dosageAnalysis(), narrative.symptoms(), written.findings(),
                facts.recognized(), facts.unrecognized(), List.copyOf(missing), knowledge.version(),
                !facts.unrecognized().isEmpty() || !unrecognizedAllergies.isEmpty(), unrecognizedAllergies,
                facts.stoppedMedications(),
                PatientAge.of(patientCase.demographics(), patientCase.asOf()).source());
    }

    /** The clinician's text says which medicines were treated as stopped, and which of them still counted. */
    private static Narrative withStoppedMedications(Narrative narrative, List<StoppedMedication> stopped) {
        if (stopped.isEmpty()) {
            return narrative;
        }
        StringBuilder text = new StringBuilder(narrative.detailedExplanation());
        for (StoppedMedication medication : stopped) {
            text.append("\n[STOPPED] ").append(medication.name())
                    .append(medication.endDate() == null ? " (no end date)" : " ended " + medication.endDate())
                    .append(medication.insideWashout()
                            ? ": inside its " + medication.washoutDays() + "-day washout, so its interactions were checked"
                            + " (it counts until " + medication.countsUntil() + ")."
                            : ": not assessed" + (medication.washoutDays() == null ? "."
                            : medication.endDate() == null ? " (its washout is " + medication.washoutDays() + " days)."
                            : ", its " + medication.washoutDays() + "-day washout is over."));
        }
        return new Narrative(narrative.interactionRiskLevel(), narrative.generalExplanation(), text.toString(),
                narrative.generalAdvice(), narrative.tailoredAdvice(), narrative.symptoms(),
                narrative.pharmacologicalExplanation(), narrative.references(), narrative.dosageAnalysis(),
                narrative.alternativeMedications(), narrative.dietaryPrecautions());
    }

    /**
     * How the engine reads one medicine name (and RxNorm code, if any), so that FHIR ingestion can warn about
     * medicines it will not be able to check.
     */
    public MedicationMatch recognize(String medicationName, String rxNormCode) {
        return recognizer.recognize(medicationName, rxNormCode);
    }

    public String knowledgeVersion() {
        return knowledge.version();
    }

    /** The compiled knowledge, for tests and tooling. */
    public KnowledgeBase knowledge() {
        return knowledge;
    }
}
