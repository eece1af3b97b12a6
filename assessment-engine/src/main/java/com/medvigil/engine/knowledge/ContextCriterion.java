package com.medvigil.engine.knowledge;

import com.medvigil.engine.dose.DoseForm;
import com.medvigil.engine.dose.ReleaseForm;
import com.medvigil.engine.medication.Route;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One thing that must also be true of the patient for a rule to apply; a rule holds a list of them
 * ({@link RuleContext}). Each kind is its own record, so that a rule carries only the clauses it states.
 * Dose, duration and release clauses are about the rule's first medicine (its first slot).
 */
public sealed interface ContextCriterion {

    /** Aged at least {@code years}; unknown age cannot tell. */
    record AgeAtLeast(int years) implements ContextCriterion {
    }

    /** Aged at most {@code years}; unknown age cannot tell. */
    record AgeAtMost(int years) implements ContextCriterion {
    }

    /** An adult limit: skipped below {@code years}, but applied when the age is unknown. */
    record AppliesFromAge(int years) implements ContextCriterion {
    }

    /** Aged at least {@code days} days (neonates, young infants). */
    record AgeInDaysAtLeast(int days) implements ContextCriterion {
    }

    /** Aged at most {@code days} days. */
    record AgeInDaysAtMost(int days) implements ContextCriterion {
    }

    /** The patient's sex is this one ({@code FEMALE} or {@code MALE}). */
    record Sex(String sex) implements ContextCriterion {
    }

    /** The patient is in one of these reproductive states ({@code PatientCase.ReproductiveStatus} names). */
    record Reproductive(Set<String> statuses) implements ContextCriterion {
    }

    /** Pregnant for at least {@code weeks} weeks. */
    record GestationalWeeksAtLeast(int weeks) implements ContextCriterion {
    }

    /** Pregnant for fewer than {@code weeks} weeks (the first trimester, say). */
    record GestationalWeeksBelow(int weeks) implements ContextCriterion {
    }

    /** The gestational age was not given (a rule for when it cannot be told whether a week limit is passed). */
    record GestationalWeeksUnknown() implements ContextCriterion {
    }

    /**
     * The patient has a condition of this group, listed or shown by a lab. {@code shownAs} is how a finding's
     * {condition} names it (the group's name in running text), for the condition that names the finding; null for
     * one that only narrows it.
     */
    record Condition(String group, String shownAs) implements ContextCriterion {
    }

    /** The patient has no condition of this group. */
    record UnlessCondition(String group) implements ContextCriterion {
    }

    /** The patient takes no medicine of these drugs or classes. */
    record UnlessTaking(Set<String> refs) implements ContextCriterion {
    }

    /**
     * The rule's medicine is combined in one product with one of these ingredients: a limit a combination's own
     * label sets (Auvelity's one tablet a day in moderate kidney impairment, not every dextromethorphan's).
     */
    record InProductWith(Set<String> ingredients) implements ContextCriterion {
    }

    /** Voids the rule for a medicine combined in one product with one of these ingredients. */
    record UnlessInProductWith(Set<String> ingredients) implements ContextCriterion {
    }

    /**
     * The {@code measure} is strictly above {@code above} or below {@code below} (at least one is given), in its
     * canonical unit.
     */
    record Lab(String measure, Double above, Double below) implements ContextCriterion {
    }

    /**
     * The reading of {@code measure} that a lab rule judges was taken on or after the day its first medicine started:
     * a reading from before the current dose says nothing about it (a TSH taken before levothyroxine was lowered).
     * Without a start date the medicine is taken as long-standing.
     */
    record LabSinceStart(String measure) implements ContextCriterion {
    }

    /**
     * A monitoring test overdue: the last reading of {@code measure}, current or not, is more than {@code days} old,
     * and the rule's first medicine was started before that window (or has no start date). A test never taken is not
     * graded: the record may simply not carry it.
     */
    record ReadingOlderThanDays(String measure, int days) implements ContextCriterion {
    }

    /** At least {@code atLeast} of {@code of} hold for the patient (apixaban's two of three). */
    record RiskFactors(int atLeast, List<RiskFactor> of) implements ContextCriterion {
    }

    /**
     * Fewer than {@code than} of {@code of} hold, and what is unknown could not make up the difference: a dose
     * reduced without the label's reasons for it (apixaban 2.5 mg twice daily with one of the three).
     */
    record FewerRiskFactors(int than, List<RiskFactor> of) implements ContextCriterion {
    }

    /**
     * The known daily dose of the rule's first medicine is at most {@code mg}: a dose below what the patient needs. An
     * unknown dose does not hold.
     */
    record DailyDoseAtMost(double mg) implements ContextCriterion {
    }

    /** The patient's alcohol use is one of these levels ({@code lifestyle.AlcoholUse} ids). */
    record Alcohol(Set<String> levels) implements ContextCriterion {
    }

    /** The patient's smoking status is one of these ({@code lifestyle.SmokingStatus} ids). */
    record Smoking(Set<String> statuses) implements ContextCriterion {
    }

    /** The patient does, or does not, take grapefruit. */
    record Grapefruit(boolean takes) implements ContextCriterion {
    }

    /** At least one of the medicines is taken by mouth (or by an unknown route). */
    record OralRoute() implements ContextCriterion {
    }

    /**
     * The first medicine is given by this route: a skin patch (a fentanyl patch, not fentanyl given in a vein), an
     * injection (semaglutide injected, not the daily tablet), or by mouth (the semaglutide tablet, not the injection). An unknown route leaves the rule unchecked.
     */
    record GivenBy(Route route) implements ContextCriterion {
    }

    /** The rule stands aside when every use of its first medicine is given by this route (an injection). */
    record NotGivenBy(Route route) implements ContextCriterion {
    }

    /** The rule stands aside when one of its medicine's orders is given once beside a scheduled one: a loading dose. */
    record UnlessLoadingDose() implements ContextCriterion {
    }

    /** The rule stands aside when the first medicine is given one time only (a single dose is not a course). */
    record UnlessSingleDose() implements ContextCriterion {
    }

    /**
     * The first medicine is given one time only: a limit for one dose (colchicine's gout-flare dose beside a CYP3A4
     * inhibitor) that says nothing of a regular course, so that a course is not judged, or excused, by it.
     */
    record SingleDose() implements ContextCriterion {
    }

    /**
     * At least one of the first medicine's uses is taken on a schedule: its frequency is given and is not as needed.
     * A medicine taken only as needed, or with no frequency, does not meet it (a rule about regular use stays quiet).
     */
    record OnSchedule() implements ContextCriterion {
    }

    /** The first medicine is a capsule, or a tablet, as its name says. */
    record InDoseForm(DoseForm form) implements ContextCriterion {
    }

    /** The first medicine is in this release form (immediate or extended). */
    record Release(ReleaseForm form) implements ContextCriterion {
    }

    /** The first medicine has been taken for more than {@code days} days, counted from its start date. */
    record TakenForMoreThanDays(int days) implements ContextCriterion {
    }

    /**
     * The rule stands aside when every medicine of the candidate has been taken for more than {@code days} days:
     * an established combination (lamotrigine titrated with valproate years ago), not one being started. An
     * unknown start date does not clear it.
     */
    record UnlessAllTakenForMoreThanDays(int days) implements ContextCriterion {
    }

    /**
     * The rule stands aside for a switch under way: one medicine of the candidate is set to end within {@code days}
     * days from today while another was started within the last {@code days} days (a cross-taper from one
     * antipsychotic to another). Undated medicines do not clear it.
     */
    record UnlessSwitching(int days) implements ContextCriterion {
    }

    /**
     * The medicine was started within the last {@code days} days: a rule about starting it, which a label does not
     * apply to someone already taking it (an SGLT2 inhibitor below its starting eGFR).
     */
    record StartedWithinDays(int days) implements ContextCriterion {
    }

    /**
     * No other medicine of these drugs or classes is taken, or ended less than {@code days} days before the first
     * medicine started (or ended on a date not given): the record shows the first medicine as the patient's first of
     * its kind, as a fentanyl patch started with no opioid before it is. Paired with {@link StartedWithinDays} of the
     * same days, which the loader checks. With {@code priorForAtLeastDays} a prior medicine counts only when it had
     * been taken that long when the first started (a week of opioids makes a patient opioid tolerant; three days of
     * an as-needed oxycodone do not); an undated one counts.
     */
    record NoPriorOf(Set<String> refs, int days, Integer priorForAtLeastDays) implements ContextCriterion {
    }

    /**
     * The daily dose is above a limit: {@code mg} a day, or {@code mgPerKg} a day times the weight, or {@code mgPerM2}
     * a day times the body surface area, capped by {@code mg} when both are given (at least one is; never both
     * per-body limits). {@code doseOf} restricts the dose to the medicines matching
     * that drug or class, so that a pair rule can ask for the dose of one of its two drugs (simvastatin above 10 mg
     * with diltiazem); without it the dose is the first medicine's.
     */
    record DailyDose(Double mg, Double mgPerKg, Double mgPerM2, String doseOf) implements ContextCriterion {
    }

    /**
     * The rule stands aside when the known daily dose of its medicines is at most {@code mg} (metformin at eGFR 30-44
     * already at 1000 mg a day); an unknown dose does not clear it.
     */
    record UnlessDailyDoseAtMost(double mg) implements ContextCriterion {
    }

    /**
     * The rule stands aside when the daily dose of its medicine is known to be at least {@code mg}: a label that
     * raises the dose beside an inducer (dolutegravir 50 mg twice daily with rifampin) is followed. An unknown dose
     * does not clear it.
     */
    record UnlessDailyDoseAtLeast(double mg) implements ContextCriterion {
    }

    /**
     * A same-ingredient duplicate stands aside when its ingredient is a key of {@code partnersByIngredient} and one of
     * that key's partners is taken: the second listing is the label's extra dose beside an inducer (a dolutegravir
     * tablet beside Triumeq while rifampin is taken), not a second source nobody noticed.
     */
    record UnlessRaisedBeside(Map<String, Set<String>> partnersByIngredient) implements ContextCriterion {
    }

    /**
     * The rule stands aside when every dose of its medicine is known and at most {@code mg}: a label that sets a lower
     * amount a dose (rizatriptan 5 mg with propranolol) is followed, whatever an as-needed interval adds up to in a day.
     */
    record UnlessDoseAtMost(double mg) implements ContextCriterion {
    }

    /**
     * The rule is about stopping its first medicine: that medicine ended within the last {@code days} days (its end
     * date that recent, and no medicine of the same ingredient taken now), while any other slot is a current medicine.
     * A clonidine stopped three days ago, an inducer stopped while the medicine it sped away continues.
     */
    record StoppedWithin(int days) implements ContextCriterion {
    }

    /**
     * A stop rule stands aside when the stop was a taper: an earlier listing of the same ingredient, ended before the
     * last one, was at a higher known daily dose (clonidine 0.2 mg twice daily, then 0.1 mg, then stopped).
     */
    record UnlessTapered() implements ContextCriterion {
    }

    /**
     * A same-ingredient duplicate stands aside when it is one product listed twice, once on a schedule and once as
     * needed: maintenance and reliever therapy with one inhaler, not a second source nobody noticed.
     */
    record UnlessScheduledWithAsNeeded() implements ContextCriterion {
    }

    /**
     * A same-ingredient duplicate stands aside when its listings make one regimen: one product taken on a schedule in
     * different strengths, its names otherwise alike (hydrocortisone 10 mg on waking and 5 mg in the afternoon, warfarin
     * 5 mg and 1 mg tablets), with at most an injection kept for rescue as needed beside them.
     */
    record UnlessOneRegimen() implements ContextCriterion {
    }

    /**
     * A monitoring rule stands aside when a current reading of {@code measure} is below {@code below} and was taken on
     * or after the day the last of its medicines started: the check the rule asks for has been made and is in range
     * (a digoxin level of 0.8 on a settled combination). An unknown start or an older reading does not clear it.
     */
    record UnlessLabBelow(String measure, double below) implements ContextCriterion {
    }

    /**
     * The rule stands aside when its first medicine has a start date more than {@code days} back: a warning that
     * concerns the weeks after a start (or a dose step, which is a new listing). An unknown start does not clear it.
     */
    record UnlessTakenForMoreThanDays(int days) implements ContextCriterion {
    }

    /**
     * A stop rule stands aside when a medicine of {@code refs} was taken after the stop: listed now, or a listing that
     * ended on or after the stop day (cholestyramine's elimination procedure after leflunomide).
     */
    record UnlessTakenAfterStop(Set<String> refs) implements ContextCriterion {
    }

    /**
     * The rule stands aside when the subject's ingredient is one of {@code refs} and is listed once as an
     * extended-release and once as an immediate-release medicine: a long-acting opioid with a short-acting one of the
     * same drug for breakthrough pain is one regimen, not a duplicate.
     */
    record UnlessExtendedWithImmediate(Set<String> refs) implements ContextCriterion {
    }

    /** A medicine is taken at least this many times a day. */
    record TimesPerDayAtLeast(double times) implements ContextCriterion {
    }

    /** One patient factor of {@link RiskFactors}. */
    sealed interface RiskFactor {
    }

    /** Aged at least {@code years}. */
    record AgeFactor(int years) implements RiskFactor {
    }

    /** Weighing at most {@code kg}. */
    record WeightFactor(double kg) implements RiskFactor {
    }

    /** The latest {@code measure} reading is at least {@code atLeast}. */
    record LabFactor(String measure, double atLeast) implements RiskFactor {
    }
}
