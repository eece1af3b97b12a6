package com.medvigil.cdshooks.feedback;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.medvigil.cdshooks.feedback.RuleStatistics.ReasonCount;
import com.medvigil.model.cdshooks.ReasonTally;
import com.medvigil.model.cdshooks.ShownCards;

/**
 * Per-rule statistics of the current tenant's cards, so that a pharmacy committee can find the
 * rules that interrupt prescribers without changing what they do.
 */
@Service
public class CardStatistics {

    /** How many override reasons each rule lists, most frequent first. */
    static final int TOP_REASONS = 3;
    private static final String NO_REASON = "No coded reason";

    private final ShownCards shownCards;

    CardStatistics(ShownCards shownCards) {
        this.shownCards = shownCards;
    }

    /** Every rule with a card shown at or after {@code since}, the most often shown first. */
    @Transactional(readOnly = true)
    public List<RuleStatistics> since(Instant since) {
        Map<List<String>, List<ReasonTally>> reasonsByRule = shownCards.tallyOverrideReasons(since).stream()
                .collect(Collectors.groupingBy(tally -> List.of(tally.ruleId(), tally.findingType())));
        return shownCards.tallyRules(since).stream()
                .map(rule -> new RuleStatistics(rule.ruleId(), rule.findingType(), rule.shown(), rule.accepted(),
                        rule.overridden(), topReasons(reasonsByRule.getOrDefault(List.of(rule.ruleId(), rule.findingType()),
                        List.of()))))
                .sorted(Comparator.comparingLong(RuleStatistics::shown).reversed().thenComparing(RuleStatistics::ruleId)
                        .thenComparing(RuleStatistics::findingType))
                .toList();
    }

    private static List<ReasonCount> topReasons(List<ReasonTally> tallies) {
        return tallies.stream()
                .sorted(Comparator.comparingLong(ReasonTally::count).reversed()
                        .thenComparing(ReasonTally::reasonCode, Comparator.nullsLast(Comparator.naturalOrder())))
                .limit(TOP_REASONS)
                .map(tally -> new ReasonCount(tally.reasonCode(), display(tally.reasonCode()), tally.count()))
                .toList();
    }

    private static String display(String code) {
        if (code == null) {
            return NO_REASON;
        }
        return OverrideReason.fromCode(code).map(OverrideReason::display).orElse(code);
    }
}
