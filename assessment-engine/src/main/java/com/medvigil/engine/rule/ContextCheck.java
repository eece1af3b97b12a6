package com.medvigil.engine.rule;

import com.medvigil.engine.PatientCase;
import com.medvigil.engine.dose.DoseForm;
import com.medvigil.engine.dose.Frequency;
import com.medvigil.engine.dose.NamedStrength;
import com.medvigil.engine.dose.ReleaseForm;
import com.medvigil.engine.dose.RenalFunction;
import com.medvigil.engine.facts.CaseFacts;
import com.medvigil.engine.facts.EndedUse;
import com.medvigil.engine.facts.IngredientUse;
import com.medvigil.engine.facts.TakenMedication;
import com.medvigil.engine.knowledge.ConditionGroup;
import com.medvigil.engine.knowledge.ContextCriterion;
import com.medvigil.engine.knowledge.RuleContext;
import com.medvigil.engine.medication.Route;
import com.medvigil.engine.pregnancy.ReproductiveContext;
import com.medvigil.engine.result.Confidence;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Checks a rule's context against the patient. Each clause answers holds, fails, or cannot tell (the data is
 * missing); the first failing clause ends the check, and a missing one is reported only if nothing fails.
 *
 * <p>Over 300 lines on purpose: it is the one place that answers every kind of {@link ContextCriterion}, so that a
 * new kind is handled where all the others are (Java 17 has no switch over a sealed type to make the compiler check
 * that), and the clauses share one reading's state (the first missing item, the value and details for the texts).
 */
final class ContextCheck {

    /**
     * WITHIN_LIMIT is a failure in which everything but the dose held and the dose is within the rule's limit: the
     * rule has judged these medicines and found them acceptable, which a generic mechanism rule must respect.
     */
    enum Outcome { HOLDS, FAILS, MISSING, WITHIN_LIMIT }

    /** The longest a taper's last, lowest dose is kept before the stop (eight weeks: a slow steroid taper's step). */
    private static final int LONGEST_TAPER_STEP_DAYS = 56;

    /** The detail that says a rule's condition was shown by a lab alone, and by which reading. */
    static final String SHOWN_BY_LAB = "shownByLab";

    /** The detail that names the condition whose stage gave the kidney function, when no reading did. */
    static final String KIDNEY_FUNCTION_STATED_BY = "kidneyFunctionStatedBy";

    /**
     * The detail naming the kidney measure a rule asked for (egfr or crcl) when something else stood in for it: the
     * other measure, or for crcl also a stage's eGFR range.
     */
    static final String KIDNEY_MEASURE_STOOD_IN_FOR = "kidneyMeasureStoodInFor";

    /**
     * The answer, the missing item when it cannot tell, and what the check worked out for the rule's texts:
     * {@code value} (the reading or the daily dose) and {@code details} (further placeholders such as the
     * weight-based {limit}, the {factors} that held, or the {days} a medicine has been taken).
     */
    record Result(Outcome outcome, String missingItem, Confidence confidence, String value, Map<String, String> details) {
        static Result holds(Confidence confidence, String value, Map<String, String> details) {
            return new Result(Outcome.HOLDS, null, confidence, value, Map.copyOf(details));
        }
    }

    private ContextCheck() {
    }

    static Result check(RuleContext context, CaseFacts facts, List<IngredientUse> uses) {
        Reading reading = new Reading(facts, uses, context);
        for (ContextCriterion criterion : context.criteria()) {
            Outcome outcome = reading.check(criterion);
            if (outcome == Outcome.FAILS) {
                return fails();
            }
            if (outcome == Outcome.WITHIN_LIMIT) {
                return new Result(Outcome.WITHIN_LIMIT, null, Confidence.HIGH, null, Map.of());
            }
        }
        return reading.result();
    }

    /**
     * The check of one rule's clauses against one candidate: each clause answers HOLDS, FAILS, MISSING (this
     * reading keeps the first missing item) or, for the dose, WITHIN_LIMIT; what the clauses work out for the texts
     * is kept here too.
     */
    private static final class Reading {
        private final CaseFacts facts;
        private final List<IngredientUse> uses;
        private final List<IngredientUse> subject;
        private final RuleContext context;
        private String missing;
        private Confidence confidence = Confidence.HIGH;
        private String value;
        private final Map<String, String> details = new LinkedHashMap<>();

        Reading(CaseFacts facts, List<IngredientUse> uses, RuleContext context) {
            this.facts = facts;
            this.uses = uses;
            this.subject = subjectUses(uses);
            this.context = context;
        }

        Result result() {
            return missing != null ? new Result(Outcome.MISSING, missing, confidence, value, Map.copyOf(details))
                    : Result.holds(confidence, value, details);
        }

        private Outcome missing(String item) {
            if (missing == null) {
                missing = item;
            }
            return Outcome.MISSING;
        }

        private static Outcome holdsIf(boolean holds) {
            return holds ? Outcome.HOLDS : Outcome.FAILS;
        }

        Outcome check(ContextCriterion criterion) {
            if (criterion instanceof ContextCriterion.AgeAtLeast min) {
                return facts.age() == null ? missing("age") : holdsIf(facts.age() >= min.years());
            }
            if (criterion instanceof ContextCriterion.AgeAtMost max) {
                return facts.age() == null ? missing("age") : holdsIf(facts.age() <= max.years());
            }
            if (criterion instanceof ContextCriterion.AppliesFromAge from) {
                return holdsIf(facts.age() == null || facts.age() >= from.years());
            }
            if (criterion instanceof ContextCriterion.AgeInDaysAtLeast min) {
                return facts.ageDays() == null ? missing("age") : holdsIf(facts.ageDays() >= min.days());
            }
            if (criterion instanceof ContextCriterion.AgeInDaysAtMost max) {
                return facts.ageDays() == null ? missing("age") : holdsIf(facts.ageDays() <= max.days());
            }
            if (criterion instanceof ContextCriterion.Sex sex) {
                return facts.sex() == null || !facts.sex().equals("MALE") && !facts.sex().equals("FEMALE")
                        ? missing("sex") : holdsIf(facts.sex().equals(sex.sex()));
            }
            if (criterion instanceof ContextCriterion.Reproductive reproductive) {
                return reproductive(reproductive);
            }
            if (criterion instanceof ContextCriterion.GestationalWeeksAtLeast atLeast) {
                return gestation(facts.reproductive().weeksAtLeast(atLeast.weeks()));
            }
            if (criterion instanceof ContextCriterion.GestationalWeeksBelow below) {
                return gestation(facts.reproductive().weeksBelow(below.weeks()));
            }
            if (criterion instanceof ContextCriterion.GestationalWeeksUnknown) {
                return holdsIf(facts.reproductive().weeksUnknown());
            }
            if (criterion instanceof ContextCriterion.Condition condition) {
                if (condition.shownAs() != null) {
                    details.putIfAbsent("condition", condition.shownAs());
                }
                return condition(condition.group());
            }
            if (criterion instanceof ContextCriterion.UnlessCondition unless) {
                return holdsIf(!facts.conditionGroups().contains(unless.group()));
            }
            if (criterion instanceof ContextCriterion.UnlessTaking unless) {
                return holdsIf(facts.systemicUsesWith(context.localRoutes()).stream()
                        .noneMatch(u -> u.matchesAny(unless.refs())));
            }
            if (criterion instanceof ContextCriterion.UnlessLoadingDose) {
                // One order given once beside a scheduled one of the same medicine is a loading dose, not a second
                // source (cefazolin 2 g before the incision, then 1 g every 8 hours); the dose rules still add them up.
                return holdsIf(!(subject.stream().anyMatch(u -> u.medication().givenOnce())
                        && subject.stream().anyMatch(u -> !u.medication().givenOnce())));
            }
            if (criterion instanceof ContextCriterion.UnlessSingleDose) {
                return holdsIf(!subject.stream().allMatch(u -> u.medication().givenOnce()));
            }
            if (criterion instanceof ContextCriterion.SingleDose) {
                return holdsIf(subject.stream().allMatch(u -> u.medication().givenOnce()));
            }
            if (criterion instanceof ContextCriterion.OnSchedule) {
                return holdsIf(subject.stream().anyMatch(u -> u.medication().dose() != null
                        && u.medication().dose().frequency() != null && u.medication().dose().frequency().scheduled()));
            }
            if (criterion instanceof ContextCriterion.InProductWith with) {
                return holdsIf(subject.stream().anyMatch(u -> u.medication().match().ingredientIds().stream()
                        .anyMatch(with.ingredients()::contains)));
            }
            if (criterion instanceof ContextCriterion.UnlessInProductWith unless) {
                return holdsIf(!subject.stream().allMatch(u -> u.medication().match().ingredientIds().stream()
                        .anyMatch(unless.ingredients()::contains)));
            }
            if (criterion instanceof ContextCriterion.Lab lab) {
                return lab(lab);
            }
            if (criterion instanceof ContextCriterion.RiskFactors factors) {
                return riskFactors(factors);
            }
            if (criterion instanceof ContextCriterion.FewerRiskFactors fewer) {
                return fewerRiskFactors(fewer);
            }
            if (criterion instanceof ContextCriterion.DailyDoseAtMost atMost) {
                DailyTotal total = dailyTotal(subject);
                if (!total.complete() || total.mg() > atMost.mg() + 1e-9) {
                    return Outcome.FAILS;
                }
                details.put("dose", format(total.mg()));
                return Outcome.HOLDS;
            }
            if (criterion instanceof ContextCriterion.Alcohol alcohol) {
                String level = facts.social().alcohol();
                return level == null ? missing("alcohol use") : holdsIf(alcohol.levels().contains(level));
            }
            if (criterion instanceof ContextCriterion.Smoking smoking) {
                String status = facts.social().smoking();
                return status == null ? missing("smoking status") : holdsIf(smoking.statuses().contains(status));
            }
            if (criterion instanceof ContextCriterion.Grapefruit grapefruit) {
                Boolean takes = facts.social().grapefruit();
                return takes == null ? missing("grapefruit intake") : holdsIf(takes == grapefruit.takes());
            }
            if (criterion instanceof ContextCriterion.OralRoute) {
                return holdsIf(!uses.stream().allMatch(u -> u.medication().route() != Route.ORAL
                        && u.medication().route() != Route.UNKNOWN));
            }
            if (criterion instanceof ContextCriterion.GivenBy givenBy) {
                if (subject.stream().anyMatch(u -> u.medication().route() == givenBy.route())) {
                    return Outcome.HOLDS;
                }
                return subject.stream().anyMatch(u -> u.medication().route() == Route.UNKNOWN) ? missing("route")
                        : Outcome.FAILS;
            }
            if (criterion instanceof ContextCriterion.NotGivenBy notGivenBy) {
                return holdsIf(!subject.stream().allMatch(u -> u.medication().route() == notGivenBy.route()));
            }
            if (criterion instanceof ContextCriterion.Release release) {
                return released(release.form());
            }
            if (criterion instanceof ContextCriterion.InDoseForm form) {
                return inDoseForm(form.form());
            }
            if (criterion instanceof ContextCriterion.TakenForMoreThanDays taken) {
                return takenFor(taken.days());
            }
            if (criterion instanceof ContextCriterion.DailyDose dose) {
                return dailyDose(dose);
            }
            if (criterion instanceof ContextCriterion.StartedWithinDays started) {
                return startedWithin(started.days());
            }
            if (criterion instanceof ContextCriterion.UnlessAllTakenForMoreThanDays established) {
                return holdsIf(!allTakenFor(established.days()));
            }
            if (criterion instanceof ContextCriterion.UnlessSwitching switching) {
                return holdsIf(!switching(switching.days()));
            }
            if (criterion instanceof ContextCriterion.NoPriorOf prior) {
                return noPriorOf(prior);
            }
            if (criterion instanceof ContextCriterion.UnlessExtendedWithImmediate regimen) {
                return holdsIf(!extendedWithImmediate(regimen.refs()));
            }
            if (criterion instanceof ContextCriterion.UnlessDailyDoseAtMost atMost) {
                DailyTotal total = dailyTotal(subject);
                return holdsIf(!(total.complete() && total.mg() <= atMost.mg()));
            }
            if (criterion instanceof ContextCriterion.UnlessRaisedBeside raised) {
                Set<String> partners = subject.isEmpty() ? null
                        : raised.partnersByIngredient().get(subject.get(0).ingredientId());
                return holdsIf(partners == null || facts.systemicUsesWith(context.localRoutes()).stream()
                        .noneMatch(u -> u.matchesAny(partners)));
            }
            if (criterion instanceof ContextCriterion.UnlessDailyDoseAtLeast atLeast) {
                return holdsIf(dailyTotal(subject).atLeastMg() < atLeast.mg() - 1e-9);
            }
            if (criterion instanceof ContextCriterion.StoppedWithin) {
                // The candidates are the recently stopped medicines already; the date goes to the texts.
                LocalDate stoppedOn = endedOn(subject.get(0));
                if (stoppedOn != null) {
                    details.put("stoppedOn", stoppedOn.toString());
                }
                return Outcome.HOLDS;
            }
            if (criterion instanceof ContextCriterion.UnlessTakenForMoreThanDays established) {
                return holdsIf(!(facts.asOf() != null && subject.stream().allMatch(use -> {
                    LocalDate start = use.medication().startDate();
                    return start != null && ChronoUnit.DAYS.between(start, facts.asOf()) > established.days();
                })));
            }
            if (criterion instanceof ContextCriterion.UnlessScheduledWithAsNeeded) {
                return holdsIf(!oneProductScheduledAndAsNeeded());
            }
            if (criterion instanceof ContextCriterion.UnlessOneRegimen) {
                return holdsIf(!oneRegimen());
            }
            if (criterion instanceof ContextCriterion.UnlessLabBelow limit) {
                return holdsIf(!checkedInRange(limit));
            }
            if (criterion instanceof ContextCriterion.ReadingOlderThanDays age) {
                return overdue(age);
            }
            if (criterion instanceof ContextCriterion.LabSinceStart since) {
                return holdsIf(readSinceStart(since.measure()));
            }
            if (criterion instanceof ContextCriterion.UnlessTapered) {
                return holdsIf(!tapered(subject.get(0)));
            }
            if (criterion instanceof ContextCriterion.UnlessTakenAfterStop after) {
                // Taken after the stop: listed now, or a listing that ended on or after the stop day.
                LocalDate stoppedOn = endedOn(subject.get(0));
                boolean takenAfter = facts.allUses().stream().anyMatch(u -> u.matchesAny(after.refs()))
                        || stoppedOn != null && facts.endedUses().stream().anyMatch(e -> e.use().matchesAny(after.refs())
                        && e.endDate() != null && !e.endDate().isBefore(stoppedOn));
                return holdsIf(!takenAfter);
            }
            if (criterion instanceof ContextCriterion.UnlessDoseAtMost atMost) {
                return holdsIf(!subject.stream().allMatch(use -> {
                    Double perDose = mgPerDose(use);
                    return perDose != null && perDose <= atMost.mg() + 1e-9;
                }));
            }
            if (criterion instanceof ContextCriterion.TimesPerDayAtLeast times) {
                return timesPerDay(times.times());
            }
            throw new IllegalStateException("unknown context criterion " + criterion);
        }

        private Outcome gestation(ReproductiveContext.Answer answer) {
            return answer == ReproductiveContext.Answer.UNKNOWN ? missing("gestational age")
                    : holdsIf(answer == ReproductiveContext.Answer.YES);
        }

        private Outcome reproductive(ContextCriterion.Reproductive reproductive) {
            ReproductiveContext.Answer answer = facts.reproductive().isIn(reproductive.statuses());
            if (answer == ReproductiveContext.Answer.NO) {
                return Outcome.FAILS;
            }
            return answer == ReproductiveContext.Answer.UNKNOWN ? missing("reproductive status") : Outcome.HOLDS;
        }

        private Outcome condition(String group) {
            if (!facts.conditionGroups().contains(group)) {
                return facts.conditionsGiven() ? Outcome.FAILS : missing("conditions");
            }
            String shownBy = facts.conditionsShownByLab().get(group);
            if (shownBy != null) {
                details.put(SHOWN_BY_LAB, shownBy);
            }
            return Outcome.HOLDS;
        }

        private Outcome lab(ContextCriterion.Lab lab) {
            Double reading;
            if (lab.measure().equals("egfr") || lab.measure().equals("crcl")) {
                RenalFunction.Reading renal = facts.renal().reading(lab.measure());
                if (renal == null && facts.renal().statedBy() != null) {
                    return statedKidneyFunction(lab, facts.renal().statedBy());
                }
                reading = renal == null ? null : renal.value();
                if (renal != null && !renal.exact()) {
                    confidence = Confidence.MEDIUM;
                    details.put(KIDNEY_MEASURE_STOOD_IN_FOR, lab.measure());
                }
            } else {
                reading = facts.readings().value(lab.measure());
            }
            if (reading == null) {
                return missing(lab.measure());
            }
            if (lab.above() != null && reading <= lab.above() || lab.below() != null && reading >= lab.below()) {
                return Outcome.FAILS;
            }
            value = shown(reading, lab.above(), lab.below());
            return Outcome.HOLDS;
        }

        /**
         * A kidney threshold judged on the eGFR range a stage on the problem list gives; a range that straddles the
         * threshold cannot tell, as a missing reading cannot. A stage is not a current reading: MEDIUM confidence.
         */
        private Outcome statedKidneyFunction(ContextCriterion.Lab lab, ConditionGroup stage) {
            Boolean meets = stage.statedEgfr().meets(lab.above(), lab.below());
            if (meets == null) {
                return missing(lab.measure());
            }
            if (!meets) {
                return Outcome.FAILS;
            }
            confidence = Confidence.MEDIUM;
            value = stage.statedEgfr().range();
            details.put(KIDNEY_FUNCTION_STATED_BY, stage.name());
            if (lab.measure().equals("crcl")) {
                details.put(KIDNEY_MEASURE_STOOD_IN_FOR, lab.measure());
            }
            return Outcome.HOLDS;
        }

        private Outcome riskFactors(ContextCriterion.RiskFactors factors) {
            RiskFactorCount count = RiskFactorCount.of(factors.of(), facts);
            if (count.held().size() >= factors.atLeast()) {
                details.put("factors", String.join(", ", count.held()));
                return Outcome.HOLDS;
            }
            if (count.held().size() + count.unknown().size() < factors.atLeast()) {
                return Outcome.FAILS;
            }
            return missing(count.unknown().get(0));
        }

        private Outcome fewerRiskFactors(ContextCriterion.FewerRiskFactors fewer) {
            RiskFactorCount count = RiskFactorCount.of(fewer.of(), facts);
            if (count.held().size() >= fewer.than()) {
                return Outcome.FAILS;
            }
            if (count.held().size() + count.unknown().size() < fewer.than()) {
                details.put("factors", count.held().isEmpty() ? "none of them" : String.join(", ", count.held()));
                return Outcome.HOLDS;
            }
            return missing(count.unknown().get(0));
        }

        private Outcome inDoseForm(DoseForm required) {
            List<DoseForm> forms = subject.stream().map(u -> DoseForm.of(u.medication().name())).toList();
            if (forms.contains(required)) {
                return Outcome.HOLDS;
            }
            return forms.stream().allMatch(form -> form != DoseForm.UNKNOWN) ? Outcome.FAILS : missing("dose form");
        }

        private Outcome released(ReleaseForm required) {
            List<ReleaseForm> forms = subject.stream().map(u -> ReleaseForm.of(u.medication().name())).toList();
            if (forms.contains(required)) {
                return Outcome.HOLDS;
            }
            return forms.stream().allMatch(form -> form != ReleaseForm.UNKNOWN) ? Outcome.FAILS : missing("release form");
        }

        /**
         * Every medicine with the subject's ingredient must have started lately: a patient with an older order for it
         * (a draft renewing what they take) is continuing it, not starting it.
         */
        private Outcome startedWithin(int days) {
            String ingredient = subject.isEmpty() ? null : subject.get(0).ingredientId();
            for (IngredientUse use : facts.allUses().stream().filter(u -> u.ingredientId().equals(ingredient)).toList()) {
                LocalDate start = use.medication().startDate();
                if (start == null || facts.asOf() == null) {
                    return missing("start date");
                }
                if (ChronoUnit.DAYS.between(start, facts.asOf()) > days) {
                    return Outcome.FAILS;
                }
            }
            return Outcome.HOLDS;
        }

        /**
         * Another current medicine of the kind, or one that ended within the look-back before the subject started (or
         * on a date not given), means the subject is not the patient's first of its kind. The subject's start date is
         * {@link #startedWithin}'s to ask for.
         */
        private Outcome noPriorOf(ContextCriterion.NoPriorOf prior) {
            Set<TakenMedication> own = subject.stream().map(IngredientUse::medication).collect(Collectors.toSet());
            LocalDate start = subject.stream().map(u -> u.medication().startDate()).filter(Objects::nonNull)
                    .min(Comparator.naturalOrder()).orElse(null);
            if (facts.allUses().stream().anyMatch(u -> !own.contains(u.medication()) && u.matchesAny(prior.refs())
                    && takenLongEnough(u.medication().startDate(), start, prior.priorForAtLeastDays()))) {
                return Outcome.FAILS;
            }
            if (start == null) {
                return missing("start date");
            }
            LocalDate lookBack = start.minusDays(prior.days());
            boolean endedLately = facts.endedUses().stream().filter(ended -> ended.use().matchesAny(prior.refs()))
                    .anyMatch(ended -> (ended.endDate() == null || !ended.endDate().isBefore(lookBack))
                            && takenLongEnough(ended.use().medication().startDate(),
                            ended.endDate() == null || ended.endDate().isAfter(start) ? start : ended.endDate(),
                            prior.priorForAtLeastDays()));
            return endedLately ? Outcome.FAILS : Outcome.HOLDS;
        }

        /**
         * Whether a prior medicine was taken at least {@code days} by {@code until} (the start, or its own end); an
         * undated one counts.
         */
        private static boolean takenLongEnough(LocalDate priorStart, LocalDate until, Integer days) {
            return days == null || priorStart == null || until == null
                    || !priorStart.isAfter(until.minusDays(days));
        }

        private boolean extendedWithImmediate(Set<String> refs) {
            if (subject.isEmpty() || !subject.get(0).matchesAny(refs)) {
                return false;
            }
            List<ReleaseForm> forms = subject.stream().map(u -> ReleaseForm.of(u.medication().name())).toList();
            return forms.contains(ReleaseForm.EXTENDED) && forms.contains(ReleaseForm.IMMEDIATE);
        }

        /** Whether one medicine of the candidate is set to end within {@code days} while another started within them. */
        private boolean switching(int days) {
            LocalDate today = facts.asOf();
            if (today == null) {
                return false;
            }
            for (IngredientUse ending : uses) {
                LocalDate end = ending.medication().plannedEnd();
                if (end == null || ChronoUnit.DAYS.between(today, end) > days) {
                    continue;
                }
                for (IngredientUse starting : uses) {
                    LocalDate start = starting.medication().startDate();
                    if (starting.medication() != ending.medication() && start != null
                            && ChronoUnit.DAYS.between(start, today) <= days) {
                        return true;
                    }
                }
            }
            return false;
        }

        private boolean allTakenFor(int moreThanDays) {
            return facts.asOf() != null && uses.stream().allMatch(use -> use.medication().startDate() != null
                    && ChronoUnit.DAYS.between(use.medication().startDate(),
                    endedOn(use) != null ? endedOn(use) : facts.asOf()) > moreThanDays);
        }

        /**
         * Whether the stopped medicine's ingredient came down before it stopped: an earlier listing of it, ended before
         * the last and not long before the last began (a month at most), at a higher known daily dose than the last,
         * and the last, lowest dose kept no longer than a taper's step.
         */
        private boolean tapered(IngredientUse stopped) {
            String ingredient = stopped.ingredientId();
            List<EndedUse> listings = facts.endedUses().stream()
                    .filter(e -> e.use().ingredientId().equals(ingredient) && e.endDate() != null).toList();
            EndedUse last = listings.stream().max(Comparator.comparing(EndedUse::endDate)).orElse(null);
            Double lastDose = last == null ? null : last.use().medication().dose().mgPerDay().get(ingredient);
            if (lastDose == null) {
                return false;
            }
            LocalDate lastStart = last.use().medication().startDate();
            // A taper's last step is weeks long; a lower dose kept for months and then stopped is a stop, not a taper
            // (prednisone 15 mg, then 10 mg for six months, then nothing).
            if (lastStart != null && ChronoUnit.DAYS.between(lastStart, last.endDate()) > LONGEST_TAPER_STEP_DAYS) {
                return false;
            }
            return listings.stream().anyMatch(e -> e.endDate().isBefore(last.endDate())
                    && (lastStart == null || !e.endDate().isBefore(lastStart.minusDays(30)))
                    && e.use().medication().dose().mgPerDay().getOrDefault(ingredient, 0.0) > lastDose);
        }

        private Outcome takenFor(int moreThanDays) {
            Long longest = null;
            boolean allDated = true;
            for (IngredientUse use : subject) {
                LocalDate start = use.medication().startDate();
                // A stopped medicine was taken until it stopped, not until today.
                LocalDate until = endedOn(use) != null ? endedOn(use) : facts.asOf();
                if (start == null || until == null) {
                    allDated = false;
                } else {
                    long days = ChronoUnit.DAYS.between(start, until);
                    longest = longest == null ? days : Math.max(longest, days);
                }
            }
            if (longest != null && longest > moreThanDays) {
                details.put("days", String.valueOf(longest));
                details.put("weeks", String.valueOf(longest / 7));
                return Outcome.HOLDS;
            }
            return allDated ? Outcome.FAILS : missing("start date");
        }

        /** Whether every use is of one product, by its name, listed at least once on a schedule and once as needed. */
        private boolean oneProductScheduledAndAsNeeded() {
            Set<String> names = new HashSet<>();
            boolean scheduled = false;
            boolean asNeeded = false;
            for (IngredientUse use : subject) {
                names.add(use.medication().name().trim().toLowerCase(Locale.ROOT));
                Frequency frequency = use.medication().dose() == null ? null : use.medication().dose().frequency();
                if (frequency != null && frequency.asNeeded()) {
                    asNeeded = true;
                } else if (frequency != null && frequency.understood()) {
                    scheduled = true;
                }
            }
            return names.size() == 1 && scheduled && asNeeded;
        }

        /**
         * Whether the listings are one regimen: scheduled listings of one product that differ only in strength (the
         * same name and route otherwise, each strength once), beside which only an injection given as needed (a
         * rescue dose) may stand. Two salts, release forms or brands of one medicine are not one regimen.
         */
        private boolean oneRegimen() {
            Set<String> strengths = new HashSet<>();
            Set<String> products = new HashSet<>();
            for (IngredientUse use : subject) {
                TakenMedication medication = use.medication();
                Frequency frequency = medication.dose() == null ? null : medication.dose().frequency();
                boolean asNeeded = frequency != null && frequency.asNeeded();
                if (asNeeded && medication.route() == Route.PARENTERAL) {
                    continue;
                }
                Optional<NamedStrength> named = NamedStrength.of(medication.name());
                if (asNeeded || frequency == null || !frequency.understood() || named.isEmpty()
                        || !strengths.add(named.get().strength())) {
                    return false;
                }
                products.add(medication.route() + " " + named.get().product());
            }
            return products.size() == 1 && subject.size() > 1;
        }

        /** Whether a current reading below the limit was taken on or after the last of the rule's medicines started. */
        private boolean checkedInRange(ContextCriterion.UnlessLabBelow limit) {
            LocalDate readOn = latestReadOn(limit.measure());
            if (readOn == null || facts.readings().value(limit.measure()) >= limit.below()) {
                return false;
            }
            return uses.stream().allMatch(use -> use.medication().startDate() != null
                    && !readOn.isBefore(use.medication().startDate()));
        }

        private Outcome overdue(ContextCriterion.ReadingOlderThanDays age) {
            LocalDate last = facts.readings().lastReadOn(age.measure());
            if (last == null || facts.asOf() == null) {
                return Outcome.FAILS;
            }
            LocalDate windowStart = facts.asOf().minusDays(age.days());
            LocalDate start = subject.get(0).medication().startDate();
            if (!last.isBefore(windowStart) || start != null && start.isAfter(windowStart)) {
                return Outcome.FAILS;
            }
            details.put("lastReadOn", last.toString());
            return Outcome.HOLDS;
        }

        /** Whether the latest reading was taken on or after the rule's first medicine started (true without a reading). */
        private boolean readSinceStart(String measure) {
            LocalDate readOn = latestReadOn(measure);
            LocalDate start = subject.get(0).medication().startDate();
            return readOn == null || start == null || !readOn.isBefore(start);
        }

        /** The day of the measure's latest current reading; null without one or without a date. */
        private LocalDate latestReadOn(String measure) {
            var reading = facts.readings().latest(measure);
            return reading == null ? null : PatientCase.dayOf(reading.observedAt());
        }

        /** The day a stopped medicine ended, for a use of one; null for a current medicine. */
        private LocalDate endedOn(IngredientUse use) {
            for (EndedUse ended : facts.endedUses()) {
                if (ended.use() == use) {
                    return ended.endDate();
                }
            }
            return null;
        }

        private Outcome dailyDose(ContextCriterion.DailyDose dose) {
            DoseLimit limit = DoseLimit.of(dose, facts.weightKg(), facts.bodySurfaceAreaM2());
            DailyTotal total = dailyTotal(dose.doseOf() == null ? subject
                    : uses.stream().filter(u -> u.matchesAny(Set.of(dose.doseOf()))).toList());
            boolean overByTheLeast = limit.mg() != null && total.mg() <= limit.mg() && total.atLeastMg() > limit.mg();
            if (limit.mg() != null && total.mg() > limit.mg() || overByTheLeast) {
                // {value} is the rule's reading when it has one (a kidney rule's clearance); the dose is {dose}. A
                // medicine whose dose is unknown adds to the total: what is known is then a floor. Where the list
                // gives no dose, one tablet of the named strength a day is the least (simvastatin 40 mg beside
                // diltiazem is above 10 mg whatever the schedule): a reading of the name, so MEDIUM confidence.
                if (overByTheLeast) {
                    confidence = Confidence.lowest(confidence, Confidence.MEDIUM);
                }
                String dailyMg = (total.complete() ? "" : "at least ")
                        + format(overByTheLeast ? total.atLeastMg() : total.mg());
                details.put("dose", dailyMg);
                if (value == null) {
                    value = dailyMg;
                }
                details.putAll(limit.placeholders());
                return Outcome.HOLDS;
            }
            if (limit.determined() && total.complete()) {
                return Outcome.WITHIN_LIMIT;
            }
            if (dose.mgPerM2() != null && facts.bodySurfaceAreaM2() == null) {
                return missing(facts.weightKg() == null ? "weight" : "height");
            }
            return missing(dose.mgPerKg() != null && facts.weightKg() == null ? "weight" : "dose");
        }

        private Outcome timesPerDay(double atLeast) {
            Double most = null;
            for (IngredientUse use : uses) {
                Double perDay = use.medication().dose().frequency().timesPerDay();
                if (perDay != null) {
                    most = most == null ? perDay : Math.max(most, perDay);
                }
            }
            return most == null ? missing("dosing frequency") : holdsIf(most >= atLeast);
        }
    }

    /** The uses of the rule's first medicine: dose, duration and release clauses are about it alone. */
    private static List<IngredientUse> subjectUses(List<IngredientUse> uses) {
        if (uses.isEmpty()) {
            return uses;
        }
        String first = uses.get(0).ingredientId();
        return uses.stream().filter(use -> use.ingredientId().equals(first)).toList();
    }

    /**
     * The known daily mg of the ingredient across all its medicines, whether every medicine's dose was known, and the
     * least the day can hold: the known mg plus, for a medicine without a dose, one tablet of its named strength.
     */
    private record DailyTotal(double mg, boolean complete, double atLeastMg) {
    }

    /** One dose of the ingredient in mg, or null when it is unknown. */
    private static Double mgPerDose(IngredientUse use) {
        return use.medication().dose().mgPerDose(use.ingredientId());
    }

    private static DailyTotal dailyTotal(List<IngredientUse> uses) {
        double mg = 0;
        double atLeast = 0;
        boolean complete = true;
        for (IngredientUse use : uses) {
            TakenMedication medication = use.medication();
            Double perDay = medication.dose().mgPerDay().get(use.ingredientId());
            if (perDay == null) {
                complete = false;
                atLeast += medication.dose().atLeastMgPerDay().getOrDefault(use.ingredientId(), 0.0);
            } else {
                mg += perDay;
            }
        }
        return new DailyTotal(mg, complete, mg + atLeast);
    }

    private static Result fails() {
        return new Result(Outcome.FAILS, null, Confidence.HIGH, null, Map.of());
    }

    /**
     * A reading as a clinician reads it (an estimated clearance of 20.92 is 21, a converted glucose of 55.85 mg/dL is
     * 56): whole numbers from 10 up and one decimal below, with a decimal more wherever rounding would put the shown
     * value on the wrong side of the rule's threshold (a lithium of 1.52 above 1.5 stays 1.52).
     */
    static String shown(double reading, Double above, Double below) {
        for (int decimals = Math.abs(reading) >= 10 ? 0 : 1; decimals <= 2; decimals++) {
            double rounded = BigDecimal.valueOf(reading).setScale(decimals, RoundingMode.HALF_UP).doubleValue();
            // Rounding may tidy a reading (3.14 as 3.1), not change it (a TSH of 0.04 as 0, or 0.005 as 0.01).
            boolean keepsTheReading = Math.abs(rounded - reading) <= 0.05 * Math.abs(reading);
            if (keepsTheReading && (above == null || rounded > above) && (below == null || rounded < below)) {
                return format(rounded);
            }
        }
        return format(reading);
    }

    /**
     * A value as a finding writes it: whole numbers bare, others to two decimals, and one below 0.01 (a TSH of 0.005)
     * to two significant figures rather than as 0.
     */
    static String format(double value) {
        if (value == Math.rint(value)) {
            return String.valueOf((long) value);
        }
        String text = Math.abs(value) >= 0.01 ? String.format(java.util.Locale.ROOT, "%.2f", value)
                : BigDecimal.valueOf(value).round(new java.math.MathContext(2)).toPlainString();
        return text.replaceAll("0+$", "").replaceAll("\\.$", "");
    }
}
