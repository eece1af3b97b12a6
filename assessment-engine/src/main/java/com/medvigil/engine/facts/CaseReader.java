package com.medvigil.engine.facts;

import com.medvigil.engine.PatientCase;
import com.medvigil.engine.condition.ConditionMatcher;
import com.medvigil.engine.dose.DailyDoseCalculator;
import com.medvigil.engine.dose.DoseEstimate;
import com.medvigil.engine.dose.RenalFunction;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.lab.LabReadings;
import com.medvigil.engine.lifestyle.SocialExposure;
import com.medvigil.engine.medication.MedicationMatch;
import com.medvigil.engine.medication.MedicationRecognizer;
import com.medvigil.engine.medication.MedicationRoutes;
import com.medvigil.engine.medication.MedicineNames;
import com.medvigil.engine.medication.Route;
import com.medvigil.engine.pregnancy.ReproductiveContext;
import com.medvigil.engine.result.Confidence;
import com.medvigil.engine.result.MissingData;
import com.medvigil.engine.result.RecognizedMedication;

import java.time.LocalDate;
import java.time.Period;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads a {@link PatientCase} into {@link CaseFacts}: recognises each medicine, leaves out stopped ones and exact
 * repeats (the same medicine from the request and from stored FHIR data), works out doses, and reads conditions,
 * allergies, labs, vitals and social history.
 */
public final class CaseReader {

    private static final Set<String> STOPPED = Set.of("stopped", "completed", "entered-in-error", "cancelled",
            "canceled", "inactive", "not-taken", "discontinued", "ended");
    private static final Set<String> SEVERE_SEVERITY = Set.of("severe", "life-threatening", "high", "serious");

    private final KnowledgeBase knowledge;
    private final MedicationRecognizer recognizer;
    private final MedicationRoutes routes;
    private final DailyDoseCalculator doses;
    private final ConditionMatcher conditions;
    private final LabReadings.Catalog measures;

    public CaseReader(KnowledgeBase knowledge, MedicationRecognizer recognizer) {
        this.knowledge = knowledge;
        this.recognizer = recognizer;
        this.routes = recognizer.routes();
        this.doses = new DailyDoseCalculator(recognizer);
        this.conditions = new ConditionMatcher(knowledge.conditionGroups().values());
        this.measures = new LabReadings.Catalog(knowledge.measures().values());
    }

    public CaseFacts read(PatientCase patientCase) {
        LocalDate asOf = patientCase.asOf();
        PatientCase.Demographics demographics = patientCase.demographics();
        Integer age = demographics == null || demographics.dateOfBirth() == null || asOf == null ? null
                : Period.between(demographics.dateOfBirth(), asOf).getYears();
        Long ageDays = demographics == null || demographics.dateOfBirth() == null || asOf == null ? null
                : ChronoUnit.DAYS.between(demographics.dateOfBirth(), asOf);
        String sex = demographics == null || demographics.sex() == null ? null : demographics.sex().name();
        Double weight = demographics == null ? null : demographics.weightKg();
        Double height = demographics == null ? null : demographics.heightCm();

        List<TakenMedication> taken = new ArrayList<>();
        List<RecognizedMedication> recognized = new ArrayList<>();
        List<String> unrecognized = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Set<TakenMedication> local = Collections.newSetFromMap(new IdentityHashMap<>());
        for (PatientCase.Medication medication : allMedications(patientCase)) {
            readMedication(medication, asOf, seen, taken, recognized, unrecognized, local);
        }
        List<IngredientUse> all = new ArrayList<>();
        for (TakenMedication medication : taken) {
            Set<String> productTokens = knowledge.tokensOfClasses(medication.match().productClasses());
            for (String ingredient : medication.match().ingredientIds()) {
                Set<String> tokens = new LinkedHashSet<>(knowledge.tokensOf(ingredient));
                tokens.addAll(productTokens);
                all.add(new IngredientUse(ingredient, knowledge.displayName(ingredient), Set.copyOf(tokens), medication));
            }
        }
        List<IngredientUse> systemic = all.stream().filter(use -> !local.contains(use.medication())).toList();

        Set<String> groups = conditions.groupsOf(patientCase.conditions().stream()
                .map(c -> new ConditionMatcher.Entry(c.name(), c.code(), c.status())).toList());
        LabReadings readings = LabReadings.read(rawReadings(patientCase), measures);
        List<MissingData> problems = new ArrayList<>();
        for (String unreadable : readings.unreadable()) {
            problems.add(new MissingData("lab unit", "Left out " + unreadable + ": the unit could not be converted.",
                    List.of()));
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
        RenalFunction renal = kidney.function();

        PatientCase.SocialHistory history = patientCase.socialHistory();
        SocialExposure social = history == null ? SocialExposure.of(null, null, null)
                : SocialExposure.of(history.alcohol(), history.smoking(), history.grapefruit());
        ReproductiveContext reproductive = ReproductiveContext.of(
                patientCase.reproductiveStatus() == null ? null : patientCase.reproductiveStatus().name(),
                history == null ? null : history.pregnancyWeeks(), groups.contains("pregnancy"), sex, age);

        return new CaseFacts(age, sex, weight, List.copyOf(taken), List.copyOf(all), systemic, groups,
                allergies(patientCase), readings, renal, reproductive, social, history != null,
                List.copyOf(recognized), List.copyOf(unrecognized), List.copyOf(problems), ageDays, asOf,
                !patientCase.conditions().isEmpty());
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

    private void readMedication(PatientCase.Medication medication, LocalDate asOf, Set<String> seen,
                                List<TakenMedication> taken, List<RecognizedMedication> recognized,
                                List<String> unrecognized, Set<TakenMedication> local) {
        String name = medication.name() == null ? "" : medication.name().trim();
        if (name.isEmpty()) {
            return;
        }
        PatientCase.Dosage dosage = medication.dosage();
        String key = MedicineNames.normalize(name) + "|" + (dosage == null ? "" : dosage.amount() + "|"
                + dosage.unit() + "|" + dosage.frequency());
        if (!seen.add(key)) {
            return;
        }
        MedicationMatch match = recognizer.recognize(name, medication.providedRxNormCode());
        String status = medication.status() == null ? null : medication.status().trim().toLowerCase(Locale.ROOT);
        boolean stopped = status != null && STOPPED.contains(status)
                || asOf != null && medication.endDate() != null && medication.endDate().isBefore(asOf);
        if (!match.recognized()) {
            // A stopped medicine would not have been checked anyway: it does not make the check incomplete.
            if (!stopped) {
                unrecognized.add(name);
            }
            recognized.add(new RecognizedMedication(name, List.of(), Confidence.LOW, "none", medication.source(),
                    false, "not recognised, so not checked: " + match.note()));
            return;
        }
        recognized.add(new RecognizedMedication(name, match.ingredientNames(), match.confidence(),
                match.method().label(), medication.source(), !stopped,
                stopped ? "not assessed: status " + (status == null ? "ended" : status) : match.note()));
        if (stopped) {
            return;
        }
        DoseEstimate dose = doses.estimate(match, dosage == null ? null : dosage.amount(),
                dosage == null ? null : dosage.unit(), dosage == null ? null : dosage.frequency());
        Route route = route(medication, match);
        TakenMedication medicine = new TakenMedication(name, medication.source(), match, route, dose,
                medication.startDate());
        taken.add(medicine);
        if (routes.actsLocally(route, match)) {
            local.add(medicine);
        }
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

    private List<LabReadings.RawReading> rawReadings(PatientCase patientCase) {
        List<LabReadings.RawReading> raw = new ArrayList<>();
        for (PatientCase.Lab lab : patientCase.labs()) {
            raw.add(new LabReadings.RawReading(lab.name(), lab.code(), lab.value(), lab.unit(), lab.observedAt()));
        }
        PatientCase.Vitals vitals = patientCase.vitals();
        if (vitals != null) {
            // Vitals come with the request and so are the newest readings: they carry the assessment date.
            String now = patientCase.asOf() == null ? null : patientCase.asOf().toString() + "T23:59:59";
            addVital(raw, "systolic-bp", vitals.systolicBp(), now);
            addVital(raw, "diastolic-bp", vitals.diastolicBp(), now);
            addVital(raw, "heart-rate", vitals.heartRate(), now);
            addVital(raw, "temperature", vitals.temperatureC(), now);
            addVital(raw, "respiratory-rate", vitals.respiratoryRate(), now);
            addVital(raw, "oxygen-saturation", vitals.oxygenSaturation(), now);
            addVital(raw, "qtc", vitals.qtcMs(), now);
        }
        return raw;
    }

    private static void addVital(List<LabReadings.RawReading> raw, String measure, Double value, String when) {
        if (value != null) {
            raw.add(new LabReadings.RawReading(measure, measure, value, null, when));
        }
    }

    private List<AllergyRecord> allergies(PatientCase patientCase) {
        List<AllergyRecord> records = new ArrayList<>();
        for (PatientCase.Allergy allergy : patientCase.allergies()) {
            if (allergy.substance() == null || allergy.substance().isBlank()) {
                continue;
            }
            String code = allergy.system() != null && allergy.system().toLowerCase(Locale.ROOT).contains("rxnorm")
                    ? allergy.code() : null;
            MedicationMatch match = recognizer.recognize(allergy.substance(), code);
            if (!match.recognized() && !mayBeMedicine(allergy.substance())) {
                continue;
            }
            // An unrecognised substance that may be a medicine is kept without allergens: it matches nothing, and
            // the result reports it as not checked.
            List<AllergyRecord.Allergen> allergens = match.ingredientIds().stream()
                    .map(id -> new AllergyRecord.Allergen(id, knowledge.tokensOf(id))).toList();
            String documented = (MedicineNames.normalize(allergy.substance()) + " "
                    + MedicineNames.normalize(allergy.reaction())).trim();
            records.add(new AllergyRecord(allergy.substance(), allergens, severe(allergy), documented));
        }
        return List.copyOf(records);
    }

    /**
     * False for what is plainly no medicine (pollen, peanuts, latex, bee venom) and for "no known allergies":
     * the engine checks medicines, so these are not gaps in the check.
     */
    private boolean mayBeMedicine(String substance) {
        String text = MedicineNames.normalize(substance);
        for (String phrase : knowledge.vocabulary().noAllergyPhrases()) {
            String normalized = MedicineNames.normalize(phrase);
            if (text.equals(normalized) || text.startsWith(normalized + " ")) {
                return false;
            }
        }
        for (String word : MedicineNames.tokens(substance)) {
            if (knowledge.vocabulary().notMedicines().contains(word)) {
                return false;
            }
        }
        return true;
    }

    private boolean severe(PatientCase.Allergy allergy) {
        if (allergy.severity() != null && SEVERE_SEVERITY.contains(allergy.severity().trim().toLowerCase(Locale.ROOT))) {
            return true;
        }
        // The substance line sometimes carries the reaction itself ("Heparin-induced thrombocytopenia").
        String reaction = " " + MedicineNames.normalize(allergy.reaction()) + " "
                + MedicineNames.normalize(allergy.substance()) + " ";
        for (String term : knowledge.severeReactionTerms()) {
            if (reaction.contains(" " + MedicineNames.normalize(term) + " ")) {
                return true;
            }
        }
        return false;
    }
}
