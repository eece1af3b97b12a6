package com.medvigil.engine.facts;

import java.time.LocalDate;

/**
 * One ingredient of a medicine the patient has stopped, with the date it ended (null when the record does not give
 * it): what a rule about a patient's first medicine of a kind looks back on.
 */
public record EndedUse(IngredientUse use, LocalDate endDate) {
}
