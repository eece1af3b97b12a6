package com.medvigil.dashboard.cdsrules.web;

import java.util.List;
import java.util.Locale;

import com.medvigil.cdshooks.feedback.RuleStatistics;
import com.medvigil.cdshooks.feedback.RuleStatistics.ReasonCount;

/** One rule as the CDS rules page shows it. */
public record CdsRuleRow(String ruleId, String findingType, long shown, long accepted, long overridden,
                         long withoutFeedback, double overrideRate, String overrideRateText, List<ReasonCount> reasons) {

    static CdsRuleRow of(RuleStatistics rule) {
        double rate = rule.overrideRate();
        return new CdsRuleRow(rule.ruleId(), rule.findingType(), rule.shown(), rule.accepted(), rule.overridden(),
                rule.withoutFeedback(), rate, String.format(Locale.ROOT, "%.0f%%", rate * 100), rule.topOverrideReasons());
    }
}
