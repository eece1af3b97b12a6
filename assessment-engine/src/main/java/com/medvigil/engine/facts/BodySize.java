package com.medvigil.engine.facts;

import com.medvigil.engine.PatientCase;
import com.medvigil.engine.lab.LabReadings;

import java.time.LocalDate;

/**
 * The weight (kg) and height (cm) the checks use: those the demographics state, else the latest body weight and body
 * height readings (an EHR records them as vital-sign Observations, and a FHIR-fed record has no other). A child grows
 * within months, so under 18 (or at an unknown age) a reading counts only from the last {@value #CHILD_DAYS} days; an
 * adult's within its measure's window (a year).
 */
record BodySize(Double weightKg, Double heightCm) {

    static final int CHILD_DAYS = 30;
    static final String BODY_WEIGHT = "body-weight";
    static final String BODY_HEIGHT = "body-height";

    static BodySize of(PatientCase.Demographics demographics, LabReadings readings, Integer age, LocalDate asOf) {
        Double statedWeight = demographics == null ? null : demographics.weightKg();
        Double statedHeight = demographics == null ? null : demographics.heightCm();
        return new BodySize(statedWeight != null ? statedWeight : measured(readings, BODY_WEIGHT, age, asOf),
                statedHeight != null ? statedHeight : measured(readings, BODY_HEIGHT, age, asOf));
    }

    private static Double measured(LabReadings readings, String measure, Integer age, LocalDate asOf) {
        LabReadings.Reading reading = readings.latest(measure);
        if (reading == null || reading.value() <= 0) {
            return null;
        }
        boolean child = age == null || age < 18;
        LocalDate observed = PatientCase.dayOf(reading.observedAt());
        if (child && (asOf == null || observed == null || observed.isBefore(asOf.minusDays(CHILD_DAYS)))) {
            return null;
        }
        return reading.value();
    }
}
