package com.medvigil.assessment;

import java.util.Arrays;
import java.util.List;

import com.medvigil.engine.PatientCase;
import com.medvigil.engine.lifestyle.AlcoholUse;
import com.medvigil.engine.lifestyle.SmokingStatus;
import com.medvigil.model.error.FieldPath;

/** Social history (DECISIONS): alcohol, smoking, weeks of pregnancy, grapefruit. */
public record SocialHistoryItem(String alcohol, String smoking, Integer pregnancyWeeks, Boolean grapefruit) {

    /** The values the engine's rules know, in the order error messages list them. */
    static final List<String> ALCOHOL = Arrays.stream(AlcoholUse.values()).map(AlcoholUse::id).toList();
    static final List<String> SMOKING = Arrays.stream(SmokingStatus.values()).map(SmokingStatus::id).toList();

    PatientCase.SocialHistory toEngine(FieldPath field) {
        if (pregnancyWeeks != null && (pregnancyWeeks < 0 || pregnancyWeeks > 45)) {
            throw field.child("pregnancyWeeks").invalid("must be a whole number from 0 to 45");
        }
        return new PatientCase.SocialHistory(
                field.child("alcohol").optionalOneOf(alcohol, ALCOHOL),
                field.child("smoking").optionalOneOf(smoking, SMOKING),
                pregnancyWeeks, grapefruit);
    }
}
