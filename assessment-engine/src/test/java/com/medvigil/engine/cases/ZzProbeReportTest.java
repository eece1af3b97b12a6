package com.medvigil.engine.cases;

import com.medvigil.engine.AssessmentEngine;
import com.medvigil.engine.EngineResult;
import org.junit.jupiter.api.Test;

class ZzProbeReportTest {
    @Test
    void report() throws Exception {
        String prefix = System.getProperty("probe.prefix", "p19");
        AssessmentEngine engine = AssessmentEngine.withBundledKnowledge();
        for (ClinicalCase c : ClinicalCaseSuiteTest.loadCases()) {
            if (!c.id().startsWith(prefix)) continue;
            EngineResult r = engine.assess(c.toPatientCase());
            String mark = r.riskLevel() == c.expect() ? "  " : "XX";
            System.out.println("PROBE " + mark + " " + c.id() + " expect " + c.expect() + " got " + r.riskLevel() + " "
                    + r.findings().stream().map(f -> f.ruleId() + ":" + f.severity()).toList()
                    + " unrec " + r.unrecognizedMedications());
        }
    }
}
