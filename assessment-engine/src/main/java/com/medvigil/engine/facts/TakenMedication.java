package com.medvigil.engine.facts;

import com.medvigil.engine.dose.DoseEstimate;
import com.medvigil.engine.medication.MedicationMatch;
import com.medvigil.engine.medication.Route;

/** One listed medicine that the checks consider: the name as given, what it resolved to, its route and dose. */
public record TakenMedication(String name, String source, MedicationMatch match, Route route, DoseEstimate dose) {
}
