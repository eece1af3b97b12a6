package com.medvigil.dashboard.cdsrules.web;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import com.medvigil.model.error.InvalidFieldException;

/** The orders the CDS rules table offers; the most often shown rules come first unless asked otherwise. */
enum RuleOrder {

    SHOWN("shown", "Times shown", Comparator.comparingLong(CdsRuleRow::shown).reversed()),
    OVERRIDE_RATE("override-rate", "Override rate", Comparator.comparingDouble(CdsRuleRow::overrideRate).reversed()
            .thenComparing(Comparator.comparingLong(CdsRuleRow::shown).reversed())),
    OVERRIDDEN("overridden", "Times overridden", Comparator.comparingLong(CdsRuleRow::overridden).reversed()
            .thenComparing(Comparator.comparingLong(CdsRuleRow::shown).reversed())),
    RULE("rule", "Rule", Comparator.comparing(CdsRuleRow::ruleId));

    private final String value;
    private final String label;
    private final Comparator<CdsRuleRow> order;

    RuleOrder(String value, String label, Comparator<CdsRuleRow> order) {
        this.value = value;
        this.label = label;
        this.order = order.thenComparing(CdsRuleRow::ruleId).thenComparing(CdsRuleRow::findingType);
    }

    static RuleOrder of(String value) {
        if (value == null || value.isBlank()) {
            return SHOWN;
        }
        return Arrays.stream(values()).filter(order -> order.value.equals(value.strip())).findFirst()
                .orElseThrow(() -> new InvalidFieldException("sort", "must be one of "
                        + String.join(", ", Arrays.stream(values()).map(RuleOrder::value).toList())));
    }

    List<CdsRuleRow> sorted(List<CdsRuleRow> rows) {
        return rows.stream().sorted(order).toList();
    }

    public String value() {
        return value;
    }

    public String label() {
        return label;
    }
}
