package com.medvigil.engine.dose;

import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.RuleCandidate;
import com.medvigil.engine.knowledge.Drug;
import com.medvigil.engine.medication.Route;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Adds up the opioids a patient takes in morphine milligram equivalents a day (MME): each opioid's known daily dose
 * times its conversion factor (CDC 2022). An opioid whose dose is unknown, that is injected, or that has no factor
 * (buprenorphine, which the guideline leaves out) adds nothing, so the total is a floor: a rule fires on it only when
 * the known doses alone reach the threshold. An as-needed order counts at the most it allows; a list of as-needed
 * opioids only is short-term relief (a fracture, an operation), which the guideline's dose thresholds for continued
 * opioid therapy do not address, so at least one opioid must be taken on a schedule.
 */
public final class MorphineEquivalents {

    private MorphineEquivalents() {
    }

    public static Optional<RuleCandidate> reaching(double atLeast, Double below, Map<String, Drug> drugs,
                                                   Map<String, List<IngredientUse>> byIngredient) {
        double total = 0;
        List<IngredientUse> counted = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Map.Entry<String, List<IngredientUse>> entry : byIngredient.entrySet()) {
            Drug drug = drugs.get(entry.getKey());
            Drug.MorphineEquivalent factor = drug == null ? null : drug.morphineEquivalent();
            if (factor == null) {
                continue;
            }
            double mme = 0;
            List<IngredientUse> uses = new ArrayList<>();
            for (IngredientUse use : entry.getValue()) {
                Double mgPerDay = use.medication().dose().mgPerDay().get(entry.getKey());
                if (mgPerDay != null && countedBy(factor, use.medication().route())) {
                    mme += mgPerDay * factor.perMg();
                    uses.add(use);
                }
            }
            if (!uses.isEmpty()) {
                total += mme;
                counted.addAll(uses);
                names.add(uses.get(0).displayName() + " (" + rounded(mme) + " MME)");
            }
        }
        boolean scheduled = counted.stream().anyMatch(use -> use.medication().dose().frequency() != null
                && use.medication().dose().frequency().scheduled());
        if (!scheduled || total < atLeast || below != null && total >= below) {
            return Optional.empty();
        }
        return Optional.of(new RuleCandidate(counted, names, null, null, rounded(total)));
    }

    /**
     * The guideline's factors are for medicines taken by mouth (and fentanyl's for patches): an injected dose, worth
     * several times as much, is not converted with them and is left out, as is any use outside a factor's one route.
     */
    private static boolean countedBy(Drug.MorphineEquivalent factor, Route route) {
        return factor.onlyBy() != null ? route == factor.onlyBy() : route != Route.PARENTERAL;
    }

    private static String rounded(double mme) {
        return String.format(Locale.ROOT, "%.0f", mme);
    }
}
