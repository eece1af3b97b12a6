package com.medvigil.model.cdshooks;

/** How many of one rule's cards were overridden for one reason code (null when none was given). */
public record ReasonTally(String ruleId, String findingType, String reasonCode, long count) {
}
