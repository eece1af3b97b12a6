package com.medvigil.engine.rule;

import com.medvigil.engine.result.MissingData;

import java.util.List;

/** What the rules found for one patient, most severe first, and what they could not judge. */
public record Evaluation(List<RuleHit> hits, List<MissingData> missingData) {
}
