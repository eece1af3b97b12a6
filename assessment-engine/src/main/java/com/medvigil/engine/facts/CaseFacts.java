package com.medvigil.engine.facts;

import com.medvigil.engine.dose.RenalFunction;
import com.medvigil.engine.lab.LabReadings;
import com.medvigil.engine.lifestyle.SocialExposure;
import com.medvigil.engine.pregnancy.ReproductiveContext;
import com.medvigil.engine.result.MissingData;
import com.medvigil.engine.result.RecognizedMedication;

import java.time.LocalDate;
import java.util.List;
import java.util.Set;

/**
 * The patient as the rules see them. {@code systemicUses} leaves out medicines that act locally (skin, eye, ear,
 * intrauterine), which only the allergy checks consider through {@code allUses}. {@code ageDays} is the age in days
 * (neonates and infants need more than whole years); {@code conditionsGiven} says whether the case listed any
 * condition at all, so that "no liver disease on file" can be told apart from "no problem list".
 */
public record CaseFacts(
        Integer age,
        String sex,
        Double weightKg,
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
        boolean conditionsGiven) {
}
