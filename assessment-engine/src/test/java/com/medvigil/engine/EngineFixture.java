package com.medvigil.engine;

import com.medvigil.engine.result.Finding;

import java.util.Set;
import java.util.stream.Collectors;

/** One engine for all unit tests: loading the knowledge once keeps the test run fast. */
public final class EngineFixture {

    public static final AssessmentEngine ENGINE = AssessmentEngine.withBundledKnowledge();

    private EngineFixture() {
    }

    public static EngineResult assess(Patients patient) {
        return ENGINE.assess(patient.build());
    }

    public static Set<String> rulesFiredFor(Patients patient) {
        return assess(patient).findings().stream().map(Finding::ruleId).collect(Collectors.toSet());
    }
}
