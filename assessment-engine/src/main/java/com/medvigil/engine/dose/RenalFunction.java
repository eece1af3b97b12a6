package com.medvigil.engine.dose;

/**
 * Kidney function as the rules need it. Labels for DOACs and many antibiotics dose by Cockcroft-Gault creatinine
 * clearance; metformin and most guidelines by eGFR. When only one is available it stands in for the other, and the
 * finding's confidence drops to MEDIUM. When neither is known, {@code stated} is the eGFR range the problem list
 * places the patient in (chronic kidney disease stage 4: 15-29), or null.
 */
public record RenalFunction(Double egfr, Double crcl, StatedRange stated) {

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
     * This kidney function, with the range a stated condition gives when no reading or estimate does: a current
     * eGFR or clearance always outweighs a stage on the problem list, which may be years old.
     */
    public RenalFunction orStated(StatedRange range) {
        return egfr == null && crcl == null ? new RenalFunction(null, null, range) : this;
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

    /**
     * The eGFR range in mL/min/1.73m2 that a condition on the problem list places the patient in: at least
     * {@code atLeast} and under {@code below}, as KDIGO's G categories are (G4: 15-29).
     *
     * @param condition the condition as the knowledge names it ("Chronic kidney disease stage 4")
     */
    public record StatedRange(String condition, double atLeast, double below) {

        /**
         * Whether every eGFR in the range is strictly above {@code above} (when given) and strictly under
         * {@code under} (when given): TRUE when all are, FALSE when none is, null when the range straddles a
         * threshold and only a reading could tell.
         */
        public Boolean meets(Double above, Double under) {
            if (above != null && below <= above || under != null && atLeast >= under) {
                return Boolean.FALSE;
            }
            boolean allAbove = above == null || atLeast > above;
            boolean allUnder = under == null || below <= under;
            return allAbove && allUnder ? Boolean.TRUE : null;
        }

        /** The range as KDIGO writes it for whole numbers: "15-29", or "under 15" for the open-ended lowest. */
        public String range() {
            return atLeast == 0 ? "under " + whole(below) : whole(atLeast) + "-" + whole(below - 1);
        }

        private static String whole(double value) {
            return String.valueOf(Math.round(value));
        }
    }
}
