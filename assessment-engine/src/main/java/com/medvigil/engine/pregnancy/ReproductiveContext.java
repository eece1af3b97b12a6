package com.medvigil.engine.pregnancy;

import java.util.Set;

/**
 * What the engine knows of the patient's reproductive state. {@code status} is null when not stated; a stated
 * gestational age, or an active pregnancy on the problem list, implies PREGNANT. An unknown status matters only for someone who could be pregnant: not for men,
 * and not outside the ages of 12 to 55.
 */
public record ReproductiveContext(String status, Integer gestationalWeeks, boolean couldBePregnant) {

    private static final Set<String> PREGNANCY_RELATED = Set.of("PREGNANT", "PLANNING_PREGNANCY", "BREASTFEEDING");

    public static ReproductiveContext of(String declaredStatus, Integer pregnancyWeeks, boolean pregnancyOnProblemList,
                                         String sex, Integer age) {
        // Pregnancy, breastfeeding and the cycle are a woman's; a man's record that says "partner planning pregnancy"
        // or carries a status meant for his partner does not make him one.
        String status = declaredStatus == null || declaredStatus.equals("UNKNOWN") || "MALE".equals(sex) ? null
                : declaredStatus;
        boolean pregnancyEvidence = pregnancyWeeks != null && pregnancyWeeks > 0 || pregnancyOnProblemList;
        if (pregnancyEvidence && !"MALE".equals(sex) && (status == null || status.equals("PLANNING_PREGNANCY"))) {
            status = "PREGNANT";
        }
        boolean possible = !"MALE".equals(sex) && (age == null || (age >= 12 && age <= 55));
        return new ReproductiveContext(status, pregnancyWeeks != null && pregnancyWeeks > 0 ? pregnancyWeeks : null,
                possible);
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
