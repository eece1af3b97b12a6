package com.medvigil.assessment;

import java.util.List;

import com.medvigil.engine.PatientCase;
import com.medvigil.model.error.FieldPath;

/** Social history (DECISIONS): alcohol, smoking, weeks of pregnancy, grapefruit. */
public record SocialHistoryItem(String alcohol, String smoking, Integer pregnancyWeeks, Boolean grapefruit) {

    static final List<String> ALCOHOL = List.of("none", "occasional", "moderate", "heavy");
    static final List<String> SMOKING = List.of("never", "former", "current");

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
