package com.medvigil.engine.knowledge;

import java.util.List;
import java.util.Map;

/**
 * One knowledge file as written in YAML. A file fills only the sections it owns; every file carries a version and,
 * for rule files, the family its rules belong to. {@code notApplicableIn} is a condition group in which none of the
 * file's rules apply, where the guideline behind them says it does not (the Beers Criteria in hospice and end-of-life
 * care).
 */
record KnowledgeFileSpec(
        String version,
        Family family,
        String type,
        String description,
        List<String> sources,
        String notApplicableIn,
        List<ReferenceSpec> references,
        List<DrugSpec> drugs,
        List<ProductSpec> products,
        List<ClassSpec> classes,
        List<RxNormSpec> rxnorm,
        List<RuleSpec> rules,
        List<ConditionGroupSpec> conditionGroups,
        List<MeasureSpec> measures,
        List<EffectSpec> effects,
        List<AlternativeSpec> alternatives,
        List<DietarySpec> dietary,
        List<SideEffectSpec> sideEffects,
        List<ScoreSpec> scores,
        VocabularySpec vocabulary,
        List<String> severeReactionTerms,
        List<String> intoleranceReactionTerms,
        Map<String, List<String>> histamineReleaseReactionTerms,
        List<WashoutSpec> washouts,
        List<AlreadyTakenSpec> alreadyTaken,
        Map<String, String> riskAdvice) {

    /** A section or list the file leaves out reads as empty. */
    static <T> List<T> orEmpty(List<T> items) {
        return items == null ? List.of() : items;
    }

    record AlreadyTakenSpec(String drugOrClass, String says, String instead) {
    }

    record ManifestSpec(String version, String description, List<String> files) {
    }

    record ReferenceSpec(String id, String citation, String url, String source, String year, String type,
                         List<String> about) {
    }

    record DrugSpec(String name, String id, List<String> classes, List<String> brands, List<String> synonyms,
                    List<String> abbreviations, String note, List<String> routes, List<String> localBy,
                    List<String> systemicBy, Double internationalUnitsPerMg, MorphineEquivalentSpec morphineEquivalent) {
    }

    /** An opioid's morphine milligram equivalents per mg a day, and the one route it is counted by, if any. */
    record MorphineEquivalentSpec(Double perMg, String onlyBy) {
    }

    record ProductSpec(String name, List<String> aliases, List<String> ingredients, List<String> classes,
                       String route, Boolean local, List<String> strengthOrder, List<Double> totalMassParts,
                       String note) {
    }

    record ClassSpec(String id, String name, List<String> members, List<String> terms, List<String> sources,
                     String note) {
    }

    record RxNormSpec(String code, String display, List<String> ingredients) {
    }

    record RuleSpec(
            String id,
            com.medvigil.engine.result.Severity severity,
            String type,
            String title,
            String mechanism,
            String management,
            List<String> sources,
            String effect,
            com.medvigil.engine.result.Confidence confidence,
            Boolean generic,
            String missing,
            List<String> drugs,
            List<List<String>> all,
            Integer atLeast,
            List<String> of,
            Boolean sameIngredient,
            List<String> sameIngredientExcept,
            List<String> allergen,
            String allergyMatch,
            com.medvigil.engine.result.Severity severeReactionSeverity,
            Integer burdenAtLeast,
            Boolean burdenDefinite,
            Double morphineEquivalentsAtLeast,
            Double morphineEquivalentsBelow,
            Integer minAge,
            Integer maxAge,
            List<String> reproductive,
            Integer gestationalWeeksAtLeast,
            Boolean gestationalWeeksUnknown,
            Integer gestationalWeeksBelow,
            String condition,
            String alsoCondition,
            String unlessCondition,
            List<String> unlessTaking,
            String lab,
            Double above,
            Double below,
            List<String> alcohol,
            List<String> smoking,
            Boolean grapefruit,
            Double dailyDoseAboveMg,
            Double timesPerDayAtLeast,
            String route,
            String note,
            Integer appliesFromAge,
            Integer minAgeDays,
            Integer maxAgeDays,
            Double dailyDoseAboveMgPerKg,
            Double dailyDoseAboveMgPerM2,
            String sex,
            Integer takenForMoreThanDays,
            Integer unlessAllTakenForMoreThanDays,
            Integer unlessTakenForMoreThanDays,
            Integer unlessSwitchingWithinDays,
            Integer startedWithinDays,
            List<String> noPriorOf,
            Double unlessDailyDoseAtMostMg,
            Double unlessDailyDoseAtLeastMg,
            Double unlessDoseAtMostMg,
            Integer stoppedWithinDays,
            Boolean unlessTapered,
            Boolean unlessScheduledWithAsNeeded,
            Boolean unlessOneRegimen,
            LabLimitSpec unlessLabBelow,
            List<String> unlessTakenAfterStop,
            List<String> unlessExtendedWithImmediate,
            RiskFactorsSpec riskFactors,
            List<String> unlessInProductWith,
            String releaseForm,
            String doseForm,
            Map<String, List<String>> localRoutes,
            Map<String, List<String>> unlessRaisedBeside,
            String doseOf,
            Boolean unlessSingleDose,
            Boolean unlessLoadingDose,
            Boolean onSchedule,
            List<String> allergyReaction,
            com.medvigil.engine.result.Documentation documentation,
            Boolean labSinceStart,
            LabAgeSpec readingOlderThanDays,
            Double dailyDoseAtMostMg,
            Integer priorForAtLeastDays,
            List<String> inProductWith,
            Boolean singleDose) {
    }

    /**
     * At least {@code atLeast} of the listed patient factors (each one of minAge, maxWeightKg, lab with atLeast), or,
     * with {@code fewerThan} instead, fewer than that many (a reduced dose without the label's reasons for it).
     */
    record RiskFactorsSpec(Integer atLeast, Integer fewerThan, List<RiskFactorSpec> of) {
    }

    record RiskFactorSpec(Integer minAge, Double maxWeightKg, String lab, Double atLeast) {
    }

    /** A lab measure and how many days old its last reading may be before a monitoring rule asks for another. */
    record LabAgeSpec(String lab, Integer days) {
    }

    /** A lab measure and the value its reading must stay below. */
    record LabLimitSpec(String lab, Double below) {
    }

    record ConditionGroupSpec(String id, String name, List<String> terms, List<String> unlessTerms, List<CodeSpec> codes,
                              Boolean includeResolved, Boolean includeFamilyHistory, List<String> sources, List<LabDefinitionSpec> definedByLab,
                              EgfrBandSpec statesEgfr, List<String> members) {
    }

    /** The eGFR range a stated condition places the patient in (a CKD stage): at least {@code atLeast}, under {@code below}. */
    record EgfrBandSpec(Double atLeast, Double below) {
    }

    /** A lab reading that shows the condition by itself: {@code lab} strictly above or below a threshold. */
    record LabDefinitionSpec(String lab, Double above, Double below, String meaning, List<String> sources) {
    }

    /** How long after stopping the listed drugs still interact, optionally only with the drugs in {@code onlyWith}. */
    record WashoutSpec(List<String> drugs, Integer days, List<String> onlyWith, String basis, List<String> sources) {
    }

    record CodeSpec(String system, String code, String display) {
    }

    record MeasureSpec(String id, String name, List<String> terms, List<String> loinc, String unit,
                       List<UnitSpec> units, String codeSource, Integer currentForDays, ChangeSpec change) {
    }

    /** A measure read from another's readings: {@code as} is 'ratio' or 'difference'. */
    record ChangeSpec(String of, Integer withinDays, String as) {
    }

    record UnitSpec(String unit, Double factor) {
    }

    record EffectSpec(String id, String plain, String advice, List<MonitoringSpec> monitoring,
                      List<ConcerningSpec> concerning, List<String> about, List<String> mentions,
                      String onset, Boolean patientStops) {
    }

    record MonitoringSpec(String name, String frequency, String target, String action) {
    }

    record ConcerningSpec(String name, String severity, String action, String explanation) {
    }

    record AlternativeSpec(List<String> replaces, String name, String emoji, String category, String explanation,
                           String precautions, String evidence, List<String> candidates, String route,
                           List<String> forReproductive, List<String> notForReproductive, Integer minAgeYears,
                           List<String> exceptReplacing, List<Family> forFamilies) {
    }

    record DietarySpec(List<String> drugs, String emoji, String name, String type, String explanation,
                       String duration, String alternatives, List<String> sources) {
    }

    record SideEffectSpec(List<String> drugs, String name, String duration, String explanation,
                          List<String> sources, List<String> maskedBy, List<String> notForReproductive) {
    }

    record ScoreSpec(String drug, Integer score, Double notCountedAtOrBelowMgPerDay) {
    }

    record VocabularySpec(List<String> units, List<String> doseForms, List<String> salts, List<String> releaseTerms,
                          List<String> fillerWords, Map<String, List<String>> routeTerms,
                          Map<String, List<String>> routeFieldTerms, List<String> notMedicines,
                          List<String> noAllergyPhrases, List<String> reactionDegrees,
                          List<String> conditionAbsentOpenings, List<String> conditionAbsentEndings,
                          List<String> conditionFamilyOpenings, List<String> conditionFamilyEndings,
                          List<String> conditionHistoryOpenings, List<String> infusionVehicleWords,
                          List<String> lackOfEffectReactions) {
    }
}
