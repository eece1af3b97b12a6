package com.medvigil.model.assessment;

import java.util.Arrays;
import java.util.List;

/**
 * An assessment's overall risk as it is stored, filtered on and sent to webhooks. The engine grades
 * with its own enum of the same names (it depends on nothing); assessment processing stores that
 * grade by name, and a test keeps the two lists equal. Stored and sent as its name.
 */
public enum RiskLevel {
    SEVERE, MODERATE, MILD;

    /** The names, most severe first: "SEVERE", "MODERATE", "MILD". */
    public static List<String> names() {
        return Arrays.stream(values()).map(Enum::name).toList();
    }
}
