package com.medvigil.engine.facts;

import com.medvigil.engine.dose.DoseEstimate;
import com.medvigil.engine.medication.MedicationMatch;
import com.medvigil.engine.medication.Route;

import java.time.LocalDate;

/**
 * One listed medicine that the checks consider: the name as given, what it resolved to, its route and dose, and the
 * date it was started when the case gives one (for duration rules such as proton pump inhibitors beyond 8 weeks).
 * {@code stopped} is null for a current medicine; for one stopped inside its washout it says until when it counts.
 * {@code plannedEnd} is the end date a current medicine is set to stop on (today or later), when the case gives one.
 */
public record TakenMedication(String name, String source, MedicationMatch match, Route route, DoseEstimate dose,
                              LocalDate startDate, StopInfo stopped, LocalDate plannedEnd) {

    /** Whether it is given one time only ("once", "stat", a single dose), not once a day. */
    public boolean givenOnce() {
        return dose != null && dose.frequency() != null && dose.frequency().singleDose();
    }
}
