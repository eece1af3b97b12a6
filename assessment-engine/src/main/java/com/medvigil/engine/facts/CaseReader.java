package com.medvigil.engine.facts;

import com.medvigil.engine.PatientCase;
import com.medvigil.engine.condition.ConditionMatcher;
import com.medvigil.engine.dose.DailyDoseCalculator;
import com.medvigil.engine.dose.DoseEstimate;
import com.medvigil.engine.dose.RenalFunction;
import com.medvigil.engine.dose.TotalMassDoses;
import com.medvigil.engine.knowledge.ConditionGroup;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.lab.LabReadings;
import com.medvigil.engine.lifestyle.SmokingStatus;
import com.medvigil.engine.lifestyle.SocialExposure;
import com.medvigil.engine.medication.MedicationMatch;
import com.medvigil.engine.medication.MedicationRecognizer;
import com.medvigil.engine.medication.MedicationRoutes;
import com.medvigil.engine.medication.MedicineNames;
import com.medvigil.engine.medication.Route;
import com.medvigil.engine.pregnancy.ReproductiveContext;
import com.medvigil.engine.pregnancy.Trimester;
import com.medvigil.engine.result.Confidence;
import com.medvigil.engine.result.MissingData;
import com.medvigil.engine.result.RecognizedMedication;
import com.medvigil.engine.result.StoppedMedication;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads a {@link PatientCase} into {@link CaseFacts}: recognises each medicine, keeps those planned to start later
 * (the rules meet them on the day they start: {@link PlannedStarts}), leaves out stopped ones (keeping apart those still
 * inside their label's washout, for interactions) and exact repeats (the same
 * medicine from the request and from stored FHIR data), works out doses, and reads conditions, allergies, labs, vitals
 * and social history.
 */
public final class CaseReader {

    private static final Set<String> STOPPED = Set.of("stopped", "completed", "entered-in-error", "cancelled",
            "canceled", "inactive", "not-taken", "discontinued", "ended");

    private final KnowledgeBase knowledge;
    private final MedicationRecognizer recognizer;
    private final MedicationRoutes routes;
    private final DailyDoseCalculator doses;
    private final ConditionMatcher conditions;
    private final LabReadings.Catalog measures;
    private final Washouts washouts;
    private final AllergyReader allergies;

    public CaseReader(KnowledgeBase knowledge, MedicationRecognizer recognizer) {
        this.knowledge = knowledge;
        this.recognizer = recognizer;
        this.routes = recognizer.routes();
        this.doses = new DailyDoseCalculator(recognizer, knowledge.drugs(),
                new TotalMassDoses(knowledge.products()));
        this.conditions = new ConditionMatcher(knowledge.conditionGroups().values(), knowledge.vocabulary());
        this.measures = new LabReadings.Catalog(knowledge.measures().values());
        this.washouts = new Washouts(knowledge.washouts());
        this.allergies = new AllergyReader(knowledge, recognizer);
    }

    public CaseFacts read(PatientCase patientCase) {
        LocalDate asOf = patientCase.asOf();
        PatientCase.Demographics demographics = patientCase.demographics();
        PatientAge patientAge = PatientAge.of(demographics, asOf);
        Integer age = patientAge.years();
        Long ageDays = patientAge.days();
        String sex = demographics == null || demographics.sex() == null ? null : demographics.sex().name();

        List<TakenMedication> taken = new ArrayList<>();
        List<RecognizedMedication> recognized = new ArrayList<>();
        List<String> unrecognized = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Set<TakenMedication> local = Collections.newSetFromMap(new IdentityHashMap<>());
        MedicationTimes times = new MedicationTimes();
        List<PatientCase.Medication> medications = allMedications(patientCase);
        Map<String, LocalDate> firstStarts = firstStartsOfRepeats(medications, asOf);
        for (PatientCase.Medication medication : medications) {
            readMedication(medication, asOf, seen, firstStarts, taken, recognized, unrecognized, local, times);
        }
        List<IngredientUse> all = uses(taken);
        List<IngredientUse> systemic = all.stream().filter(use -> !local.contains(use.medication())).toList();
        List<IngredientUse> washoutUses = uses(times.washout).stream()
                .filter(use -> !local.contains(use.medication())).toList();

        Set<String> listed = conditions.groupsOf(patientCase.conditions().stream()
                .map(c -> new ConditionMatcher.Entry(c.name(), c.code(), c.status())).toList());
        LabReadings readings = LabReadings.read(CaseReadings.of(patientCase), measures, asOf);
        BodySize body = BodySize.of(demographics, readings, age, asOf);
        Double weight = body.weightKg();
        Double height = body.heightCm();
        List<MissingData> problems = new ArrayList<>();
        for (String unreadable : readings.unreadable()) {
            problems.add(new MissingData("lab unit", "Left out " + unreadable + ": the unit could not be converted.",
                    List.of()));
        }
        for (String outdated : readings.outdated()) {
            problems.add(new MissingData("recent lab", "Left out the " + outdated + ": too old to stand for today;"
                    + " a current value is needed for the checks that use it.", List.of()));
        }
        if (asOf == null) {
            problems.add(new MissingData("asOf", "No 'as of' date was given, so age-based checks were not applied.",
                    List.of()));
        }
        RenalFunction.Estimate kidney = RenalFunction.estimate(readings.value("egfr"), readings.value("crcl"),
                readings.value("creatinine"), age, weight, height,
                sex == null || sex.equals("OTHER") || sex.equals("UNKNOWN") ? null : sex.equals("FEMALE"));
        if (kidney.gap() != null) {
            problems.add(new MissingData("height", kidney.gap(), List.of()));
        }
        RenalFunction renal = kidney.function().orStatedBy(kidneyStage(listed));
        Map<String, String> shownByLab = shownByLab(listed, readings, renal);
        Set<String> groups = new LinkedHashSet<>(listed);
        groups.addAll(shownByLab.keySet());
        addGroupsHeldByTheirMembers(listed, groups, shownByLab);

        PatientCase.SocialHistory history = patientCase.socialHistory();
        String statedSmoking = history == null ? null : history.smoking();
        SocialExposure social = SocialExposure.of(history == null ? null : history.alcohol(),
                statedSmoking != null ? statedSmoking : smokingOnTheProblemList(groups),
                history == null ? null : history.grapefruit());
        ReproductiveContext reproductive = ReproductiveContext.of(
                patientCase.reproductiveStatus() == null ? null : patientCase.reproductiveStatus().name(),
                history == null ? null : history.pregnancyWeeks(), groups.contains("pregnancy"),
                trimesterOnTheProblemList(groups), sex, age);

        problems.addAll(times.gaps);
        return new CaseFacts(age, sex, weight, height, List.copyOf(taken), List.copyOf(all), systemic, groups,
                allergies.read(patientCase.allergies()), readings, renal, reproductive, social, history != null,
                List.copyOf(recognized), List.copyOf(unrecognized), List.copyOf(problems), ageDays, asOf,
                !patientCase.conditions().isEmpty(), washoutUses, List.copyOf(times.stopped), Map.copyOf(shownByLab),
                endedUses(times.ended));
    }

    /**
     * The condition groups a current reading shows although the problem list does not name them, each with the
     * sentence that says so ("eGFR 38 mL/min/1.73m2 is below 60 ..."). Kidney function is read as the renal checks
     * read it, so that an eGFR estimated from creatinine counts too.
     */
    private Map<String, String> shownByLab(Set<String> listed, LabReadings readings, RenalFunction renal) {
        Map<String, String> shown = new LinkedHashMap<>();
        for (ConditionGroup group : knowledge.conditionGroups().values()) {
            if (listed.contains(group.id())) {
                continue;
            }
            for (ConditionGroup.LabDefinition definition : group.definedByLab()) {
                boolean kidney = definition.lab().equals("egfr") || definition.lab().equals("crcl");
                RenalFunction.Reading renalReading = kidney ? renal.reading(definition.lab()) : null;
                Double value = kidney ? (renalReading == null ? null : renalReading.value())
                        : readings.value(definition.lab());
                if (value != null && definition.isShownBy(value)) {
                    // The measure actually read: a creatinine clearance standing in for an eGFR is named as such.
                    String read = renalReading != null && !renalReading.exact()
                            ? (definition.lab().equals("egfr") ? "crcl" : "egfr") : definition.lab();
                    var measure = knowledge.measures().get(read);
                    String reading = value == Math.rint(value) ? String.valueOf(value.longValue())
                            : String.format(Locale.ROOT, "%.1f", value);
                    String stoodIn = read.equals(definition.lab()) ? ""
                            : " (taken for the " + knowledge.measures().get(definition.lab()).name() + ")";
                    shown.put(group.id(), measure.name() + " " + reading + " " + measure.unit() + stoodIn + " is "
                            + definition.meaning());
                    break;
                }
            }
        }
        return shown;
    }

    /**
     * A group with members holds when one of them does; when only a reading showed its members, the group is shown
     * by that reading.
     */
    private void addGroupsHeldByTheirMembers(Set<String> listed, Set<String> groups, Map<String, String> shownByLab) {
        for (ConditionGroup group : knowledge.conditionGroups().values()) {
            if (groups.contains(group.id()) || group.members().stream().noneMatch(groups::contains)) {
                continue;
            }
            groups.add(group.id());
            if (group.members().stream().noneMatch(listed::contains)) {
                group.members().stream().filter(shownByLab::containsKey).findFirst()
                        .ifPresent(member -> shownByLab.put(group.id(), shownByLab.get(member)));
            }
        }
    }

    /**
     * The condition on the problem list that states an eGFR range (a CKD stage), or null. When the list names
     * several stages, the lowest range counts: an earlier stage left active must not hide a later, worse one.
     */
    private ConditionGroup kidneyStage(Set<String> listed) {
        return listed.stream().map(id -> knowledge.conditionGroups().get(id))
                .filter(group -> group.statedEgfr() != null)
                .min(Comparator.comparingDouble((ConditionGroup group) -> group.statedEgfr().below())
                        .thenComparingDouble(group -> group.statedEgfr().atLeast()))
                .orElse(null);
    }

    private List<EndedUse> endedUses(Map<TakenMedication, LocalDate> ended) {
        List<EndedUse> uses = new ArrayList<>();
        for (IngredientUse use : uses(List.copyOf(ended.keySet()))) {
            uses.add(new EndedUse(use, ended.get(use.medication())));
        }
        return List.copyOf(uses);
    }

    private List<IngredientUse> uses(List<TakenMedication> medications) {
        List<IngredientUse> uses = new ArrayList<>();
        for (TakenMedication medication : medications) {
            Set<String> productTokens = knowledge.tokensOfClasses(medication.match().productClasses());
            for (String ingredient : medication.match().ingredientIds()) {
                Set<String> tokens = new LinkedHashSet<>(knowledge.tokensOf(ingredient));
                tokens.addAll(productTokens);
                uses.add(new IngredientUse(ingredient, knowledge.displayName(ingredient), Set.copyOf(tokens), medication));
            }
        }
        return uses;
    }

    /** What the dates said: medicines stopped (and those still inside their washout), and dates that were missing. */
    private static final class MedicationTimes {
        final List<TakenMedication> washout = new ArrayList<>();
        /** Every recognised medicine that was stopped, inside its washout or not, with its end date (may be null). */
        final Map<TakenMedication, LocalDate> ended = new LinkedHashMap<>();
        final List<StoppedMedication> stopped = new ArrayList<>();
        final List<MissingData> gaps = new ArrayList<>();
    }

    /** Hormonal therapies are medicines too: the interaction, VTE and menopause rules must see them. */
    private static List<PatientCase.Medication> allMedications(PatientCase patientCase) {
        List<PatientCase.Medication> all = new ArrayList<>(patientCase.medications());
        for (PatientCase.HormonalTherapy therapy : patientCase.hormonalTherapies()) {
            String name = therapy.name() != null ? therapy.name() : therapy.type();
            if (name != null) {
                all.add(new PatientCase.Medication(name, null, null, therapy.route(), therapy.status(), null,
                        "hormonalTherapies", null, null));
            }
        }
        return all;
    }

    /** The same medicine at the same dose, listed again (from the request and from stored FHIR data, say). */
    private static String repeatKey(PatientCase.Medication medication, String name) {
        PatientCase.Dosage dosage = medication.dosage();
        return MedicineNames.normalize(name) + "|" + (dosage == null ? "" : dosage.amount() + "|"
                + dosage.unit() + "|" + dosage.frequency());
    }

    /**
     * The earliest start of each repeated medicine among its current listings: a new order renewing one the patient has
     * had since 2021 is kept as one medicine taken since 2021, not as a start today.
     */
    private static Map<String, LocalDate> firstStartsOfRepeats(List<PatientCase.Medication> medications, LocalDate asOf) {
        Map<String, LocalDate> firstStarts = new HashMap<>();
        for (PatientCase.Medication medication : medications) {
            String name = medication.name() == null ? "" : medication.name().trim();
            if (!name.isEmpty() && medication.startDate() != null && !isStopped(medication, asOf)) {
                firstStarts.merge(repeatKey(medication, name), medication.startDate(),
                        (one, other) -> one.isBefore(other) ? one : other);
            }
        }
        return firstStarts;
    }

    private static String status(PatientCase.Medication medication) {
        return medication.status() == null ? null : medication.status().trim().toLowerCase(Locale.ROOT);
    }

    private static boolean isStopped(PatientCase.Medication medication, LocalDate asOf) {
        String status = status(medication);
        return status != null && STOPPED.contains(status)
                || asOf != null && medication.endDate() != null && medication.endDate().isBefore(asOf);
    }

    private void readMedication(PatientCase.Medication medication, LocalDate asOf, Set<String> seen,
                                Map<String, LocalDate> firstStarts, List<TakenMedication> taken,
                                List<RecognizedMedication> recognized, List<String> unrecognized,
                                Set<TakenMedication> local, MedicationTimes times) {
        String name = medication.name() == null ? "" : medication.name().trim();
        if (name.isEmpty()) {
            return;
        }
        PatientCase.Dosage dosage = medication.dosage();
        String key = repeatKey(medication, name);
        boolean stopped = isStopped(medication, asOf);
        // A stopped listing is no repeat of a current one: simvastatin held for an antibiotic course and the order
        // that restarts it are two listings, and the restart must not be lost behind the stopped one.
        if (!seen.add(key + (stopped ? "|stopped" : "|current"))) {
            return;
        }
        MedicationMatch match = recognizer.recognize(name, medication.providedRxNormCode());
        String status = status(medication);
        boolean planned = !stopped && asOf != null && medication.startDate() != null
                && medication.startDate().isAfter(asOf);
        if (!match.recognized() && recognizer.isInfusionVehicle(name)) {
            recognized.add(new RecognizedMedication(name, List.of(), Confidence.HIGH, "infusion fluid",
                    medication.source(), false, "an infusion fluid or flush, not a medicine the checks concern"));
            return;
        }
        if (!match.recognized()) {
            // A stopped medicine would not have been checked anyway: it does not make the check incomplete.
            if (!stopped) {
                unrecognized.add(name);
            }
            if (stopped) {
                times.stopped.add(new StoppedMedication(name, medication.endDate() == null ? null
                        : medication.endDate().toString(), null, false, null, "not recognised"));
            }
            recognized.add(new RecognizedMedication(name, List.of(), Confidence.LOW, "none", medication.source(),
                    false, "not recognised, so not checked: " + match.note()));
            return;
        }
        StopInfo washout = stopped ? stopOf(name, match, medication.endDate(), status, asOf, times) : null;
        String note = planned ? "planned: starts " + medication.startDate()
                + ", checked against the medicines taken from that day" + (match.note() == null ? "" : "; " + match.note())
                : washout != null ? "stopped " + washout.endDate() + ", still checked for interactions until "
                + washout.endDate().plusDays(washout.washoutDays()) + " (washout)"
                : stopped ? "not assessed: status " + (status == null ? "ended" : status) : match.note();
        recognized.add(new RecognizedMedication(name, match.ingredientNames(), match.confidence(),
                match.method().label(), medication.source(), !stopped || washout != null, note));
        DoseEstimate dose = doses.estimate(match, dosage == null ? null : dosage.amount(),
                dosage == null ? null : dosage.unit(), dosage == null ? null : dosage.frequency());
        Route route = route(medication, match);
        LocalDate start = stopped ? medication.startDate() : firstStarts.getOrDefault(key, medication.startDate());
        LocalDate plannedEnd = stopped ? null : medication.endDate();
        TakenMedication medicine = new TakenMedication(name, medication.source(), match, route, dose, start, washout,
                plannedEnd);
        if (stopped) {
            times.ended.put(medicine, medication.endDate());
            if (washout == null) {
                return;
            }
        }
        (washout == null ? taken : times.washout).add(medicine);
        if (routes.actsLocally(route, match)) {
            local.add(medicine);
        }
    }

    /**
     * Records a stopped medicine and answers how it still counts, or null once its washout is over. Without an end
     * date the engine cannot tell: a medicine with a washout then draws a missing-data advisory.
     */
    private StopInfo stopOf(String name, MedicationMatch match, LocalDate endDate, String status, LocalDate asOf,
                            MedicationTimes times) {
        List<Set<String>> tokens = match.ingredientIds().stream().map(knowledge::tokensOf).toList();
        Integer longest = washouts.longest(tokens);
        if (endDate == null || asOf == null) {
            times.stopped.add(new StoppedMedication(name, null, longest, false, null,
                    "status " + (status == null ? "ended" : status) + ", no end date"));
            if (longest != null) {
                times.gaps.add(new MissingData("end date", name + " is marked " + (status == null ? "stopped" : status)
                        + " without an end date. It still acts for up to " + longest + " days after the last dose;"
                        + " give the end date so that interactions inside that washout can be checked.", List.of(name)));
            }
            return null;
        }
        long since = Math.max(0, java.time.temporal.ChronoUnit.DAYS.between(endDate, asOf));
        StopInfo still = washouts.stillActing(tokens, endDate, since, false);
        String countsUntil = still == null ? null : endDate.plusDays(still.washoutDays()).toString();
        String note = still != null ? "inside its " + still.washoutDays() + "-day washout: " + still.basis()
                : longest != null ? "its " + longest + "-day washout is over" : "no washout known";
        times.stopped.add(new StoppedMedication(name, endDate.toString(), still != null ? Integer.valueOf(still.washoutDays())
                : longest, still != null, countsUntil, note));
        return still;
    }

    /**
     * The route field when it names a route, else the form, else what the name, product or drug says. A route field
     * that names no known route ("Miscellaneous") gives way to them; when they say nothing either, the medicine is
     * still given somehow, so it counts as systemic rather than unknown.
     */
    private Route route(PatientCase.Medication medication, MedicationMatch match) {
        Route given = routes.fromRouteField(medication.route());
        if (given != Route.UNKNOWN && given != Route.OTHER_SYSTEMIC) {
            return given;
        }
        Route form = routes.fromForm(medication.form());
        if (form != Route.UNKNOWN) {
            return form;
        }
        return match.route() != Route.UNKNOWN ? match.route() : given;
    }

    /** The trimester a problem list states ("..., first trimester"), for a record that gives no gestational age. */
    private static Trimester trimesterOnTheProblemList(Set<String> groups) {
        return groups.contains("pregnancy-third-trimester") ? Trimester.THIRD
                : groups.contains("pregnancy-second-trimester") ? Trimester.SECOND
                : groups.contains("pregnancy-first-trimester") ? Trimester.FIRST : null;
    }

    /**
     * Smoking as the problem list tells it ("Tobacco dependence", "Former smoker"), for a record whose social history
     * does not say: a current entry wins over a past one, and a stated social history wins over both.
     */
    private static String smokingOnTheProblemList(Set<String> groups) {
        if (groups.contains("tobacco-smoking-current")) {
            return SmokingStatus.CURRENT.id();
        }
        return groups.contains("tobacco-smoking-former") ? SmokingStatus.FORMER.id() : null;
    }
}
