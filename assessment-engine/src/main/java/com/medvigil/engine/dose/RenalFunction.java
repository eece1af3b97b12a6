package com.medvigil.engine.dose;

import com.medvigil.engine.knowledge.ConditionGroup;

/**
 * Kidney function as the rules need it. Labels for DOACs and many antibiotics dose by Cockcroft-Gault creatinine
 * clearance; metformin and most guidelines by eGFR. When only one is available it stands in for the other, and the
 * finding's confidence drops to MEDIUM. When neither is known, {@code statedBy} is the condition on the problem list
 * whose stage places the eGFR in a range (chronic kidney disease stage 4: 15-29), or null.
 */
public record RenalFunction(Double egfr, Double crcl, ConditionGroup statedBy) {

    /** Cockcroft-Gault and the adult eGFR equations were derived in adults; below this age they do not hold. */
    public static final int ADULT_AGE = 18;

    /** Cockcroft-Gault: ((140 - age) x weight kg) / (72 x serum creatinine mg/dL), x 0.85 for women. */
    public static Double cockcroftGault(Integer ageYears, Double weightKg, Double creatinineMgDl, Boolean female) {
        if (ageYears == null || weightKg == null || creatinineMgDl == null || female == null || creatinineMgDl <= 0) {
            return null;
        }
        double clearance = (140.0 - ageYears) * weightKg / (72.0 * creatinineMgDl);
        return female ? clearance * 0.85 : clearance;
    }

    /**
     * Bedside Schwartz (Schwartz et al., J Am Soc Nephrol 2009): eGFR in mL/min/1.73m2 = 0.413 x height cm / serum
     * creatinine mg/dL (enzymatic assay), derived in children from 1 to 16 years.
     */
    public static Double bedsideSchwartz(Double heightCm, Double creatinineMgDl) {
        if (heightCm == null || creatinineMgDl == null || heightCm <= 0 || creatinineMgDl <= 0) {
            return null;
        }
        return 0.413 * heightCm / creatinineMgDl;
    }

    /**
     * Kidney function from what the case gives. A measured eGFR or clearance is taken as given. From creatinine, an
     * adult (or a patient of unknown age) gets a Cockcroft-Gault clearance; a child gets a bedside Schwartz eGFR when
     * height is known and the child is at least one year old, and no estimate otherwise: {@code gap} then says why,
     * so that kidney-dependent doses are reported as not assessed rather than judged on an adult formula.
     */
    public static Estimate estimate(Double egfr, Double crcl, Double creatinineMgDl, Integer ageYears,
                                    Double weightKg, Double heightCm, Boolean female) {
        boolean child = ageYears != null && ageYears < ADULT_AGE;
        if (!child) {
            Double clearance = crcl != null ? crcl : cockcroftGault(ageYears, weightKg, creatinineMgDl, female);
            return new Estimate(new RenalFunction(egfr, clearance, null), null);
        }
        if (egfr != null || crcl != null || creatinineMgDl == null) {
            return new Estimate(new RenalFunction(egfr, crcl, null), null);
        }
        if (ageYears < 1) {
            return new Estimate(new RenalFunction(null, null, null), "A creatinine is on file, but kidney function was not "
                    + "estimated for a child under one year (neither Cockcroft-Gault nor the bedside Schwartz formula "
                    + "holds); give a measured GFR if kidney-dependent doses need checking.");
        }
        Double schwartz = bedsideSchwartz(heightCm, creatinineMgDl);
        if (schwartz == null) {
            return new Estimate(new RenalFunction(null, null, null), "A creatinine is on file, but a child's kidney "
                    + "function is estimated with the bedside Schwartz formula, which needs height; without it "
                    + "kidney-dependent doses were not checked (the adult Cockcroft-Gault formula does not apply "
                    + "under 18).");
        }
        return new Estimate(new RenalFunction(schwartz, null, null), null);
    }

    /**
     * This kidney function, with the condition whose stage gives the eGFR range when no reading or estimate does: a
     * current eGFR or clearance always outweighs a stage on the problem list, which may be years old.
     */
    public RenalFunction orStatedBy(ConditionGroup stage) {
        return egfr == null && crcl == null ? new RenalFunction(null, null, stage) : this;
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

    /** Kidney function as estimated, and why it could not be estimated when a creatinine was given for a child. */
    public record Estimate(RenalFunction function, String gap) {
    }
}
