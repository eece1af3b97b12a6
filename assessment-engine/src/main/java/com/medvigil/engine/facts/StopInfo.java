package com.medvigil.engine.facts;

import java.time.LocalDate;
import java.util.Set;

/**
 * Why a stopped medicine still counts: it ended on {@code endDate} and is inside a washout of {@code washoutDays}.
 * It then takes part only in interactions with a current medicine, and when {@code onlyWith} is not empty only with
 * a medicine of those drugs or classes. {@code basis} is the label's reason, for the finding's text. {@code planned}
 * is true when the end is still to come: a current medicine set to end before a planned one starts.
 */
public record StopInfo(LocalDate endDate, int washoutDays, Set<String> onlyWith, String basis, boolean planned) {

    /** Whether an interaction with {@code partner} is one this washout speaks about. */
    public boolean countsWith(IngredientUse partner) {
        return partner.medication().stopped() == null && (onlyWith.isEmpty() || partner.matchesAny(onlyWith));
    }
}
