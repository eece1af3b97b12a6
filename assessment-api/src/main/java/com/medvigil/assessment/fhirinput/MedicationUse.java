package com.medvigil.assessment.fhirinput;

import java.math.BigDecimal;

/**
 * How a patient takes one medication, in the terms the engine reads: the name (and RxNorm code
 * when the source gave one), the dose, how often and by which route, and when. {@code frequency}
 * is written the way clinicians write it ("2 per 1 d", "BID") for the engine's parser.
 */
public record MedicationUse(String name, String rxNormCode, String status, boolean recognized,
                            BigDecimal doseValue, String doseUnit, String frequency, String route,
                            String dosageText, String effectiveStart, String effectiveEnd) {
}
