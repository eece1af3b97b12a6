package com.medvigil.dashboard.cdsrules.web;

import java.time.Clock;
import java.util.List;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

import com.medvigil.cdshooks.feedback.CardStatistics;
import com.medvigil.cdshooks.feedback.OverrideReason;

/** Per rule, what prescribers did with the tenant's CDS Hooks cards over a period. */
@Controller
class CdsRulesController {

    static final String PATH = "/dashboard/cds-rules";

    private final CardStatistics statistics;
    private final Clock clock;

    CdsRulesController(CardStatistics statistics, Clock clock) {
        this.statistics = statistics;
        this.clock = clock;
    }

    @GetMapping(PATH)
    String rules(@RequestParam(required = false) String period, @RequestParam(required = false) String sort, Model model) {
        StatisticsPeriod counted = StatisticsPeriod.of(period);
        RuleOrder order = RuleOrder.of(sort);
        List<CdsRuleRow> rows = statistics.since(counted.start(clock.instant())).stream().map(CdsRuleRow::of).toList();
        model.addAttribute("rows", order.sorted(rows));
        model.addAttribute("period", counted);
        model.addAttribute("periods", StatisticsPeriod.values());
        model.addAttribute("order", order);
        model.addAttribute("orders", RuleOrder.values());
        model.addAttribute("overrideReasons", OverrideReason.all());
        return "dashboard/cds-rules";
    }
}
