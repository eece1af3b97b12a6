package com.medvigil.engine.benchmark;

import com.medvigil.engine.AssessmentEngine;
import com.medvigil.engine.EngineResult;
import com.medvigil.engine.PatientCase;
import com.medvigil.engine.knowledge.KnowledgeLoader;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * JMH benchmark, run on demand (never by surefire; see docs/engine.md "Figures" for the command):
 * the time to assess a 20-medicine patient with full context, and the time to load the knowledge base.
 * One thread, and the forked JVM is told it has one processor.
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-XX:ActiveProcessorCount=1", "-Xms512m", "-Xmx512m"})
@Threads(1)
public class EngineBenchmark {

    private AssessmentEngine engine;
    private PatientCase patient;

    @Setup
    public void setUp() {
        engine = AssessmentEngine.withBundledKnowledge();
        patient = twentyMedicinePatient();
    }

    /** Median and percentiles of one assessment. */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    @Warmup(iterations = 5, time = 2)
    @Measurement(iterations = 5, time = 2)
    public EngineResult assessTwentyMedicinePatient() {
        return engine.assess(patient);
    }

    /** Loading and compiling every knowledge file, plus building the name index: what startup pays once. */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    @Warmup(iterations = 0)
    @Measurement(iterations = 10)
    @Fork(value = 5, jvmArgsAppend = {"-XX:ActiveProcessorCount=1", "-Xms512m", "-Xmx512m"})
    public AssessmentEngine loadKnowledge() {
        return new AssessmentEngine(new KnowledgeLoader().load());
    }

    static PatientCase twentyMedicinePatient() {
        List<PatientCase.Medication> medications = List.of(
                medication("Lisinopril 10 MG Oral Tablet", 10, "mg", "daily"),
                medication("Hydrochlorothiazide 25 MG", 1, "tablet", "daily"),
                medication("amlodipine 5 MG", 5, "mg", "daily"),
                medication("atorvastatin 40 MG", 40, "mg", "daily"),
                medication("Metformin hydrochloride 500 MG Extended Release Oral Tablet", 2, "tablet", "BID"),
                medication("glipizide 5 MG", 5, "mg", "BID"),
                medication("Warfarin Sodium 5 MG Oral Tablet", 5, "mg", "daily"),
                medication("Aspirin 81 MG Oral Tablet", 1, "tablet", "daily"),
                medication("Acetaminophen 325 MG / HYDROcodone Bitartrate 7.5 MG Oral Tablet", 1, "tablet", "q6h PRN"),
                medication("sertraline 100 MG Oral Tablet", 100, "mg", "daily"),
                medication("Clonazepam [Klonopin]", 0.5, "mg", "at bedtime"),
                medication("gabapentin 300 MG", 300, "mg", "TID"),
                medication("omeprazole 20 MG", 20, "mg", "daily"),
                medication("Simvistatin 10 MG", 10, "mg", "daily"),
                medication("Levothyroxine 75 MCG", 75, "mcg", "daily"),
                medication("Ibuprofen 200 MG Oral Tablet", 2, "tablet", "q6h prn"),
                medication("diphenhydrAMINE Hydrochloride 25 MG Oral Tablet", 1, "tablet", "at bedtime"),
                medication("Clarithromycin 500 MG Oral Tablet", 500, "mg", "BID"),
                medication("potassium chloride 20 MEQ", 1, "tablet", "daily"),
                medication("Aldactone 25 MG", 25, "mg", "daily"));
        return new PatientCase(LocalDate.of(2025, 6, 1),
                new PatientCase.Demographics(LocalDate.of(1946, 4, 2), PatientCase.Sex.FEMALE, 61.0, 160.0, null),
                PatientCase.ReproductiveStatus.POSTMENOPAUSAL,
                List.of(new PatientCase.HormonalTherapy("Estradiol 1 MG Oral Tablet", "estrogen", "oral", "active")),
                medications,
                List.of(PatientCase.Condition.named("Chronic kidney disease stage 3"),
                        new PatientCase.Condition("Chronic congestive heart failure (disorder)", "88805009",
                                "http://snomed.info/sct", "active"),
                        PatientCase.Condition.named("Atrial fibrillation"),
                        new PatientCase.Condition("Fracture of forearm", "65966004", "http://snomed.info/sct", "resolved")),
                List.of(new PatientCase.Allergy("Penicillin", null, null, "hives", "mild"),
                        new PatientCase.Allergy("Sulfa drugs", null, null, "rash", "mild")),
                new PatientCase.Vitals(128.0, 76.0, 64.0, 36.8, 16.0, 97.0, 455.0),
                List.of(new PatientCase.Lab("eGFR", "33914-3", 42.0, "mL/min/1.73m2", "2025-05-20"),
                        new PatientCase.Lab("Creatinine", "2160-0", 1.3, "mg/dL", "2025-05-20"),
                        new PatientCase.Lab("Potassium", "6298-4", 5.2, "mmol/L", "2025-05-20"),
                        new PatientCase.Lab("INR", "6301-6", 3.1, null, "2025-05-28"),
                        new PatientCase.Lab("ALT", "1742-6", 32.0, "U/L", "2025-05-20"),
                        new PatientCase.Lab("Platelets", "777-3", 210.0, "10*3/uL", "2025-05-20"),
                        new PatientCase.Lab("Sodium", "2947-0", 137.0, "mmol/L", "2025-05-20")),
                new PatientCase.SocialHistory("moderate", "former", null, true));
    }

    private static PatientCase.Medication medication(String name, double amount, String unit, String frequency) {
        return new PatientCase.Medication(name, new PatientCase.Dosage(amount, unit, frequency), null, null, "active",
                null, "request", null, null);
    }

    public static void main(String[] args) throws RunnerException {
        new Runner(new OptionsBuilder().include(EngineBenchmark.class.getSimpleName()).build()).run();
    }
}
