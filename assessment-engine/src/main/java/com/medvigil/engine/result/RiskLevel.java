package com.medvigil.engine.result;

import java.util.Collection;

/** Overall risk, derived from the findings as DECISIONS.md says. */
public enum RiskLevel {
    SEVERE, MODERATE, MILD;

    public static RiskLevel from(Collection<Finding> findings) {
        boolean moderate = false;
        for (Finding finding : findings) {
            if (finding.severity().atLeast(Severity.MAJOR)) {
                return SEVERE;
            }
            moderate |= finding.severity() == Severity.MODERATE;
        }
        return moderate ? MODERATE : MILD;
    }
}
