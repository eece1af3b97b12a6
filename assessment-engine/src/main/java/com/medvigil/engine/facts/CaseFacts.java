package com.medvigil.engine.facts;

import com.medvigil.engine.dose.BodySurfaceArea;
import com.medvigil.engine.dose.RenalFunction;
import com.medvigil.engine.lab.LabReadings;
import com.medvigil.engine.lifestyle.SocialExposure;
import com.medvigil.engine.pregnancy.ReproductiveContext;
import com.medvigil.engine.result.MissingData;
import com.medvigil.engine.result.RecognizedMedication;
import com.medvigil.engine.result.StoppedMedication;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The patient as the rules see them. {@code systemicUses} leaves out medicines that act only where they are applied
 * (a cream, eye drops, a vaginal estradiol tablet, an IUD), which the allergy checks still consider through
 * {@code allUses}, and other rules only where they opt in to their route. {@code ageDays} is the age in days
 * (neonates and infants need more than whole years); {@code conditionsGiven} says whether the case listed any
 * condition at all, so that "no liver disease on file" can be told apart from "no problem list".
 * {@code washoutUses} are the systemic uses of stopped medicines still inside their washout: only interaction rules
 * see them, and only beside a current medicine. {@code stoppedMedications} lists every medicine treated as stopped.
 * {@code conditionsShownByLab} are the condition groups (also in {@code conditionGroups}) that only a lab showed,
 * each with the sentence saying which reading.
 */
public record CaseFacts(
        Integer age,
        String sex,
        Double weightKg,
        Double heightCm,
        List<TakenMedication> medications,
        List<IngredientUse> allUses,
        List<IngredientUse> systemicUses,
        Set<String> conditionGroups,
        List<AllergyRecord> allergies,
        LabReadings readings,
        RenalFunction renal,
        ReproductiveContext reproductive,
        SocialExposure social,
        boolean socialHistoryGiven,
        List<RecognizedMedication> recognized,
        List<String> unrecognized,
        List<MissingData> readingProblems,
        Long ageDays,
        LocalDate asOf,
        boolean conditionsGiven,
        List<IngredientUse> washoutUses,
        List<StoppedMedication> stoppedMedications,
        Map<String, String> conditionsShownByLab,
        List<EndedUse> endedUses) {

    /**
     * The systemic uses plus the local ones a rule opts in to: those given by one of the routes named, whose
     * ingredient or class is listed under that route.
     */
    public List<IngredientUse> systemicUsesWith(Map<String, Set<String>> localRoutes) {
        if (localRoutes.isEmpty()) {
            return systemicUses;
        }
        List<IngredientUse> uses = new ArrayList<>(systemicUses);
        for (IngredientUse use : allUses) {
            Set<String> optedIn = localRoutes.get(use.medication().route().id());
            if (optedIn != null && use.matchesAny(optedIn) && !systemicUses.contains(use)) {
                uses.add(use);
            }
        }
        return uses;
    }

    /**
     * This patient with one ingredient use swapped for another, as if a medicine had been replaced: what the
     * alternatives check runs the rules on. {@code addedActsLocally} keeps a cream or gel out of the systemic uses,
     * as reading the case would.
     */
    public CaseFacts replacing(IngredientUse removed, IngredientUse added, boolean addedActsLocally) {
        List<IngredientUse> all = new ArrayList<>(allUses);
        all.remove(removed);
        all.add(added);
        List<IngredientUse> systemic = new ArrayList<>(systemicUses);
        systemic.remove(removed);
        if (!addedActsLocally) {
            systemic.add(added);
        }
        List<TakenMedication> taken = new ArrayList<>(medications);
        if (all.stream().noneMatch(use -> use.medication() == removed.medication())) {
            taken.remove(removed.medication());
        }
        taken.add(added.medication());
        return new CaseFacts(age, sex, weightKg, heightCm, List.copyOf(taken), List.copyOf(all), List.copyOf(systemic),
                conditionGroups, allergies, readings, renal, reproductive, social, socialHistoryGiven, recognized,
                unrecognized, readingProblems, ageDays, asOf, conditionsGiven, washoutUses, stoppedMedications,
                conditionsShownByLab, endedUses);
    }

    /** The body surface area in m2 from height and weight (Mosteller), or null without both. */
    public Double bodySurfaceAreaM2() {
        return BodySurfaceArea.mosteller(heightCm, weightKg);
    }

    /** Allergy substances that may be medicines but were not recognised, so were not checked. */
    public List<String> unrecognizedAllergies() {
        return allergies.stream().filter(allergy -> !allergy.recognized()).map(AllergyRecord::substance).toList();
    }
}
