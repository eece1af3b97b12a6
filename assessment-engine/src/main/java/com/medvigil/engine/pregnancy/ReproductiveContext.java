package com.medvigil.engine.pregnancy;

import java.util.Set;

/**
 * What the engine knows of the patient's reproductive state. {@code status} is null when not stated; a stated
 * gestational age, or an active pregnancy on the problem list, implies PREGNANT. An unknown status matters only for someone who could be pregnant: not for men,
 * and not outside the ages of 12 to 55. {@code trimester} is the one a problem list states, read only where no
 * gestational age is given.
 */
public record ReproductiveContext(String status, Integer gestationalWeeks, boolean couldBePregnant,
                                  Trimester trimester) {

    private static final Set<String> PREGNANCY_RELATED = Set.of("PREGNANT", "PLANNING_PREGNANCY", "BREASTFEEDING");

    public static ReproductiveContext of(String declaredStatus, Integer pregnancyWeeks, boolean pregnancyOnProblemList,
                                         Trimester statedTrimester, String sex, Integer age) {
        // Pregnancy, breastfeeding and the cycle are a woman's; a man's record that says "partner planning pregnancy"
        // or carries a status meant for his partner does not make him one.
        String status = declaredStatus == null || declaredStatus.equals("UNKNOWN") || "MALE".equals(sex) ? null
                : declaredStatus;
        boolean pregnancyEvidence = pregnancyWeeks != null && pregnancyWeeks > 0 || pregnancyOnProblemList;
        if (pregnancyEvidence && !"MALE".equals(sex) && (status == null || status.equals("PLANNING_PREGNANCY"))) {
            status = "PREGNANT";
        }
        boolean possible = !"MALE".equals(sex) && (age == null || (age >= 12 && age <= 55));
        Integer weeks = pregnancyWeeks != null && pregnancyWeeks > 0 ? pregnancyWeeks : null;
        return new ReproductiveContext(status, weeks, possible,
                weeks == null && "PREGNANT".equals(status) ? statedTrimester : null);
    }

    /** Whether the pregnancy is at least {@code weeks} along: by the gestational age, else by a stated trimester. */
    public Answer weeksAtLeast(int weeks) {
        if (gestationalWeeks != null) {
            return gestationalWeeks >= weeks ? Answer.YES : Answer.NO;
        }
        if (trimester == null) {
            return Answer.UNKNOWN;
        }
        return trimester.firstWeek() >= weeks ? Answer.YES : trimester.lastWeek() < weeks ? Answer.NO : Answer.UNKNOWN;
    }

    /** Whether the pregnancy is fewer than {@code weeks} along: by the gestational age, else by a stated trimester. */
    public Answer weeksBelow(int weeks) {
        Answer atLeast = weeksAtLeast(weeks);
        return atLeast == Answer.UNKNOWN ? Answer.UNKNOWN : atLeast == Answer.YES ? Answer.NO : Answer.YES;
    }

    /** Neither a gestational age nor a trimester is known. */
    public boolean weeksUnknown() {
        return gestationalWeeks == null && trimester == null;
    }

    public enum Answer { YES, NO, UNKNOWN }

    /** Whether the patient is in one of {@code statuses}; UNKNOWN only where not knowing could hide a risk. */
    public Answer isIn(Set<String> statuses) {
        if (status != null) {
            return statuses.contains(status) ? Answer.YES : Answer.NO;
        }
        boolean asksPregnancy = statuses.stream().anyMatch(PREGNANCY_RELATED::contains);
        return asksPregnancy && couldBePregnant ? Answer.UNKNOWN : Answer.NO;
    }
}
