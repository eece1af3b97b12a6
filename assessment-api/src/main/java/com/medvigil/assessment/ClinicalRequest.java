package com.medvigil.assessment;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

import com.medvigil.model.error.FieldPath;

/**
 * The clinical items of an assessment request as a client sends them (spec 2.4, with the shapes
 * DECISIONS gives to what the spec leaves open), and the rules they must meet.
 */
public record ClinicalRequest(List<MedicationItem> medications, List<ConditionItem> conditions,
                              List<AllergyItem> allergies, VitalsItem vitals, List<LabItem> labs,
                              SocialHistoryItem socialHistory) {

    /** Generous for a real medication list, small enough that one request cannot tie up a worker. */
    static final int MAX_ITEMS = 200;

    /** Every item checked; the message of the first broken rule names the field at fault. */
    public ClinicalInputs check() {
        FieldPath medicationsField = FieldPath.root("medications");
        if (medications == null || medications.isEmpty()) {
            throw medicationsField.invalid("must list at least one medication");
        }
        return new ClinicalInputs(
                items(medicationsField, medications, MedicationItem::toEngine),
                items(FieldPath.root("conditions"), conditions, ConditionItem::toEngine),
                items(FieldPath.root("allergies"), allergies, AllergyItem::toEngine),
                vitals == null ? null : vitals.toEngine(FieldPath.root("vitals")),
                items(FieldPath.root("labs"), labs, LabItem::toEngine),
                socialHistory == null ? null : socialHistory.toEngine(FieldPath.root("socialHistory")));
    }

    private static <I, E> List<E> items(FieldPath field, List<I> items, BiFunction<I, FieldPath, E> check) {
        if (items == null) {
            return List.of();
        }
        if (items.size() > MAX_ITEMS) {
            throw field.invalid("must list at most " + MAX_ITEMS + " items");
        }
        List<E> checked = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            FieldPath itemField = field.index(i);
            checked.add(check.apply(itemField.required(items.get(i)), itemField));
        }
        return checked;
    }
}
