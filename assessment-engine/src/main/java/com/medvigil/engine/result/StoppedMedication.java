package com.medvigil.engine.result;

/**
 * A listed medicine the engine treated as stopped: its end date (ISO date; null when only the status said so), the
 * washout its label gives in days (null when none is known), and whether the assessment date falls inside that
 * washout, in which case its interactions were still checked up to {@code countsUntil} (ISO date).
 */
public record StoppedMedication(String name, String endDate, Integer washoutDays, boolean insideWashout,
                                String countsUntil, String note) {
}
