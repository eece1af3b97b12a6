package com.medvigil.engine.facts;

import com.medvigil.engine.knowledge.Washout;

import java.time.LocalDate;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The washouts of the knowledge base, looked up by a medicine's ingredient tokens (drug and class ids). */
final class Washouts {

    private final List<Washout> washouts;

    Washouts(List<Washout> washouts) {
        this.washouts = washouts;
    }

    /** The longest washout known for any of these tokens, in days; null when the labels give none. */
    Integer longest(Collection<Set<String>> ingredientTokens) {
        Integer longest = null;
        for (Washout washout : washouts) {
            if (appliesTo(washout, ingredientTokens)) {
                longest = longest == null ? washout.days() : Math.max(longest, washout.days());
            }
        }
        return longest;
    }

    /**
     * How the medicine still counts {@code daysSinceStop} days after it ended, or null when every washout that
     * applies to it has run out. One washout without {@code onlyWith} still running lets it count with anything.
     */
    StopInfo stillActing(Collection<Set<String>> ingredientTokens, LocalDate endDate, long daysSinceStop,
                         boolean plannedEnd) {
        int days = 0;
        boolean withAnything = false;
        Set<String> onlyWith = new LinkedHashSet<>();
        String basis = null;
        for (Washout washout : washouts) {
            if (washout.days() < daysSinceStop || !appliesTo(washout, ingredientTokens)) {
                continue;
            }
            if (washout.days() > days) {
                days = washout.days();
                basis = washout.basis();
            }
            if (washout.onlyWith().isEmpty()) {
                withAnything = true;
            } else {
                onlyWith.addAll(washout.onlyWith());
            }
        }
        if (basis == null) {
            return null;
        }
        return new StopInfo(endDate, days, withAnything ? Set.of() : Set.copyOf(onlyWith), basis, plannedEnd);
    }

    private static boolean appliesTo(Washout washout, Collection<Set<String>> ingredientTokens) {
        return ingredientTokens.stream().anyMatch(tokens -> tokens.stream().anyMatch(washout.drugs()::contains));
    }
}
