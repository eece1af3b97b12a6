package com.medvigil.assessment;

import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

import org.springframework.stereotype.Component;

import com.medvigil.engine.AssessmentEngine;
import com.medvigil.engine.medication.MedicationMatch;

/**
 * What makes two mentions of a medicine the same medicine: its ingredients, whatever the brand,
 * spelling or code; its name when the engine does not know it. An assessment merges stored
 * medicines with given ones by it, and the CDS repeated-alert filter compares alerts by it.
 */
@Component
public class MedicineIdentity {

    private final AssessmentEngine engine;

    MedicineIdentity(AssessmentEngine engine) {
        this.engine = engine;
    }

    /** {@code ingredient:<id>} for each ingredient, or {@code name:<the name in lower case>}; sorted. */
    public Set<String> of(String name, String rxNormCode) {
        MedicationMatch match = engine.recognize(name, rxNormCode);
        Set<String> keys = new TreeSet<>();
        if (match.recognized()) {
            match.ingredientIds().forEach(id -> keys.add("ingredient:" + id));
        } else {
            keys.add("name:" + name.strip().toLowerCase(Locale.ROOT));
        }
        return keys;
    }
}
