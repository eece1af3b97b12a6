package com.medvigil.engine.facts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import com.medvigil.engine.PatientCase;
import com.medvigil.engine.condition.StatedTerms;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.medication.MedicationMatch;
import com.medvigil.engine.medication.MedicationRecognizer;
import com.medvigil.engine.medication.MedicineNames;

/**
 * Reads a patient's allergies into {@link AllergyRecord}s: the medicines each names (by the recogniser), whether the
 * reaction was severe, and which entries are plainly no medicine and so no gap in the check. A record that says only
 * that the drug did not work is no allergy and is left out.
 */
final class AllergyReader {

    /** What separates the reactions of one record: commas, semicolons, slashes, "and", "or". */
    private static final Pattern REACTION_LIST = Pattern.compile("\\s*(?:[,;/]|\\band\\b|\\bor\\b)\\s*");

    private static final Set<String> SEVERE_SEVERITY = Set.of("severe", "life-threatening", "high", "serious");

    private final KnowledgeBase knowledge;
    private final MedicationRecognizer recognizer;
    /** The severe-reaction terms, spelled as {@link MedicineNames#normalize} spells a reaction, padded for word search. */
    private final List<String> severeReactionWords;
    /** The intolerance terms, spelled as {@link MedicineNames#normalize} spells a reaction. */
    private final Set<String> intoleranceReactions;
    /** Per class, the histamine-release reactions, spelled as {@link MedicineNames#normalize} spells a reaction. */
    private final Map<String, Set<String>> histamineReleaseReactions;

    AllergyReader(KnowledgeBase knowledge, MedicationRecognizer recognizer) {
        this.knowledge = knowledge;
        this.recognizer = recognizer;
        this.severeReactionWords = knowledge.severeReactionTerms().stream()
                .map(term -> " " + MedicineNames.normalize(term) + " ").toList();
        this.intoleranceReactions = knowledge.intoleranceReactionTerms().stream().map(MedicineNames::normalize)
                .collect(Collectors.toUnmodifiableSet());
        this.histamineReleaseReactions = knowledge.histamineReleaseReactionTerms().entrySet().stream()
                .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, entry -> entry.getValue().stream()
                        .map(MedicineNames::normalize).collect(Collectors.toUnmodifiableSet())));
    }

    List<AllergyRecord> read(List<PatientCase.Allergy> allergies) {
        List<AllergyRecord> records = new ArrayList<>();
        for (PatientCase.Allergy allergy : allergies) {
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
            boolean severe = severe(allergy);
            ReactionKind kind = reactionKind(allergy.reaction());
            if (!severe && kind == ReactionKind.LACK_OF_EFFECT) {
                // "Codeine: no pain relief" says the drug did not work, not that it harmed: no allergy and no
                // intolerance, so neither the same drug nor its relatives are flagged for it.
                continue;
            }
            records.add(new AllergyRecord(allergy.substance(), allergens, severe, documented,
                    !severe && (intolerance(kind, allergy) || histamineRelease(allergy, allergens))));
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

    /**
     * Whether the record is an intolerance: its reaction is a list of known side effects and nothing else ("nausea",
     * "nausea and vomiting", "mild drowsiness"), or it names no reaction and calls itself an intolerance (FHIR's
     * type). Any other word keeps the record an allergy, whatever its type says (a rash recorded as an intolerance
     * may have been allergic), and so does an undocumented reaction on a record that does not say: it may have been
     * anything.
     */
    private static boolean intolerance(ReactionKind kind, PatientCase.Allergy allergy) {
        return switch (kind) {
            case SIDE_EFFECTS_ONLY -> true;
            case NONE_NAMED -> allergy.recordedAsIntolerance();
            // A lack of effect reaches here only beside a severe word or criticality, which keeps it an allergy.
            case LACK_OF_EFFECT, OTHER -> false;
        };
    }

    /**
     * Whether a record that calls itself an intolerance documents only what its drug's class does by releasing
     * histamine (itching or flushing with an opioid), which predicts nothing about related drugs. Without the record's
     * own word the same itch may have been urticaria, and stays an allergy.
     */
    private boolean histamineRelease(PatientCase.Allergy allergy, List<AllergyRecord.Allergen> allergens) {
        if (!allergy.recordedAsIntolerance() || allergy.reaction() == null || allergens.isEmpty()) {
            return false;
        }
        List<String> parts = reactionParts(allergy.reaction());
        return !parts.isEmpty() && histamineReleaseReactions.entrySet().stream().anyMatch(byClass ->
                allergens.stream().allMatch(allergen -> allergen.tokens().contains(byClass.getKey()))
                        && byClass.getValue().containsAll(parts));
    }

    private ReactionKind reactionKind(String reaction) {
        List<String> parts = reactionParts(reaction);
        if (parts.isEmpty()) {
            return ReactionKind.NONE_NAMED;
        }
        if (knowledge.vocabulary().lackOfEffectReactions().containsAll(parts)) {
            return ReactionKind.LACK_OF_EFFECT;
        }
        // Side effects beside a lack of effect ("no relief, nausea") still make an intolerance.
        boolean sideEffectsOnly = parts.stream().allMatch(part -> intoleranceReactions.contains(part)
                || knowledge.vocabulary().lackOfEffectReactions().contains(part));
        return sideEffectsOnly ? ReactionKind.SIDE_EFFECTS_ONLY : ReactionKind.OTHER;
    }

    /** The reactions a record lists, each as normalised words without its degree ("mild nausea" as "nausea"). */
    private List<String> reactionParts(String reaction) {
        if (reaction == null) {
            return List.of();
        }
        List<String> parts = new ArrayList<>();
        for (String part : REACTION_LIST.split(reaction.toLowerCase(Locale.ROOT))) {
            String words = withoutDegree(MedicineNames.normalize(part));
            if (!words.isEmpty()) {
                parts.add(words);
            }
        }
        return parts;
    }

    /** "mild nausea" read as "nausea": how strong a side effect was does not make it an allergy. */
    private String withoutDegree(String reaction) {
        int space = reaction.indexOf(' ');
        return space > 0 && knowledge.vocabulary().reactionDegrees().contains(reaction.substring(0, space))
                ? reaction.substring(space + 1) : reaction;
    }

    private enum ReactionKind { NONE_NAMED, LACK_OF_EFFECT, SIDE_EFFECTS_ONLY, OTHER }

    private boolean severe(PatientCase.Allergy allergy) {
        if (allergy.severity() != null && SEVERE_SEVERITY.contains(allergy.severity().trim().toLowerCase(Locale.ROOT))) {
            return true;
        }
        // The substance line sometimes carries the reaction itself ("Heparin-induced thrombocytopenia"); a record may
        // also deny the severe reaction it names ("hives in childhood, no anaphylaxis").
        String reaction = " " + MedicineNames.normalize(allergy.reaction()) + " "
                + MedicineNames.normalize(allergy.substance()) + " ";
        return severeReactionWords.stream().anyMatch(word -> StatedTerms.statedWithoutNegation(reaction, word));
    }
}
