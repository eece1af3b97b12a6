package com.medvigil.cdshooks.feedback;

import java.util.List;

/**
 * How one rule's cards fared with prescribers over a period: how many were shown, how many
 * ended accepted or overridden, and the override reasons most often given.
 */
public record RuleStatistics(String ruleId, String findingType, long shown, long accepted, long overridden,
                             List<ReasonCount> topOverrideReasons) {

    /** An override reason and how many overrides gave it; a null code counts overrides without a coded reason. */
    public record ReasonCount(String code, String display, long count) {
    }

    public RuleStatistics {
        topOverrideReasons = List.copyOf(topOverrideReasons);
    }

    /** Overridden cards as a share of cards shown, from 0 to 1; a card without feedback counts as shown only. */
    public double overrideRate() {
        return shown == 0 ? 0 : (double) overridden / shown;
    }

    /** Cards shown that no feedback was received for (ignored cards, or an EHR that sends none). */
    public long withoutFeedback() {
        return shown - accepted - overridden;
    }
}
