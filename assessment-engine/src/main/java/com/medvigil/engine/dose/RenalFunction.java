package com.medvigil.engine.dose;

/**
 * Kidney function as the rules need it. Labels for DOACs and many antibiotics dose by Cockcroft-Gault creatinine
 * clearance; metformin and most guidelines by eGFR. When only one is available it stands in for the other, and the
 * finding's confidence drops to MEDIUM.
 */
public record RenalFunction(Double egfr, Double crcl) {

    /** Cockcroft-Gault: ((140 - age) x weight kg) / (72 x serum creatinine mg/dL), x 0.85 for women. */
    public static Double cockcroftGault(Integer ageYears, Double weightKg, Double creatinineMgDl, Boolean female) {
        if (ageYears == null || weightKg == null || creatinineMgDl == null || female == null || creatinineMgDl <= 0) {
            return null;
        }
        double clearance = (140.0 - ageYears) * weightKg / (72.0 * creatinineMgDl);
        return female ? clearance * 0.85 : clearance;
    }

    /** The value for the asked measure and whether it is the measure itself (true) or the stand-in (false). */
    public Reading reading(String measure) {
        Double wanted = "crcl".equals(measure) ? crcl : egfr;
        Double other = "crcl".equals(measure) ? egfr : crcl;
        if (wanted != null) {
            return new Reading(wanted, true);
        }
        return other == null ? null : new Reading(other, false);
    }

    public record Reading(double value, boolean exact) {
    }
}
