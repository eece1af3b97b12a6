package com.medvigil.model.cdshooks;

/** How one rule's cards fared: shown, and of those, how many ended accepted or overridden. */
public record RuleTally(String ruleId, String findingType, long shown, long accepted, long overridden) {
}
