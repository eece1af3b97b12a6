package com.medvigil.engine.condition;

import com.medvigil.engine.knowledge.ConditionGroup;
import com.medvigil.engine.knowledge.NameVocabulary;
import com.medvigil.engine.medication.MedicineNames;

import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Decides which condition groups a patient's problem list holds. A condition belongs to a group by code or by a
 * group term appearing as whole words in its name, unless the name is another condition that holds the term
 * ("Wolff-Parkinson-White") or says the condition is not the patient's ("Not pregnant", "Family history of breast
 * cancer", "Pulmonary embolism ruled out"). Resolved conditions count only for groups whose history is the
 * risk (a past VTE still matters; a resolved bronchitis does not).
 */
public final class ConditionMatcher {

    private static final Set<String> INACTIVE = Set.of("resolved", "inactive", "remission", "refuted",
            "entered-in-error", "entered in error");
    private static final Set<String> NOT_TRUE = Set.of("refuted", "entered-in-error", "entered in error");

    /** A SNOMED CT name's closing semantic tag: "(disorder)", "(finding)", "(situation)". */
    private static final Pattern SEMANTIC_TAG = Pattern.compile("\\s*\\([a-z ]+\\)\\s*$");
    /** A name that ends by saying the condition is over: "..., resolved", "... (resolved)". */
    private static final Pattern RESOLVED_IN_NAME = Pattern.compile("[\\s,(]resolved\\)?\\s*$");

    private final List<NormalizedGroup> groups;
    private final List<String> absentOpenings;
    private final List<String> absentEndings;
    private final List<String> familyOpenings;
    private final List<String> familyEndings;
    private final List<String> historyOpenings;

    public ConditionMatcher(Collection<ConditionGroup> groups, NameVocabulary vocabulary) {
        this.groups = groups.stream()
                .sorted(Comparator.comparing(ConditionGroup::id))
                .map(g -> new NormalizedGroup(g, padded(g.terms()), padded(g.unlessTerms())))
                .toList();
        this.absentOpenings = padded(vocabulary.conditionAbsentOpenings());
        this.absentEndings = padded(vocabulary.conditionAbsentEndings());
        this.familyOpenings = padded(vocabulary.conditionFamilyOpenings());
        this.familyEndings = padded(vocabulary.conditionFamilyEndings());
        this.historyOpenings = padded(vocabulary.conditionHistoryOpenings());
    }

    private static List<String> padded(List<String> phrases) {
        return phrases.stream().map(phrase -> " " + MedicineNames.normalize(phrase) + " ").toList();
    }

    private record NormalizedGroup(ConditionGroup group, List<String> terms, List<String> unlessTerms) {
    }

    /** One condition as the case gives it. */
    public record Entry(String name, String code, String status) {
    }

    public Set<String> groupsOf(Collection<Entry> conditions) {
        Set<String> found = new LinkedHashSet<>();
        for (Entry condition : conditions) {
            String status = condition.status() == null ? "" : condition.status().trim().toLowerCase(Locale.ROOT);
            if (NOT_TRUE.contains(status)) {
                continue;
            }
            String text = condition.name() == null ? "  "
                    : " " + MedicineNames.normalize(SEMANTIC_TAG.matcher(condition.name().toLowerCase(Locale.ROOT))
                    .replaceFirst("")) + " ";
            // A name may carry its own status ("Acute kidney injury (resolved)") where the record gives none.
            boolean active = !INACTIVE.contains(status) && (condition.name() == null
                    || !RESOLVED_IN_NAME.matcher(condition.name().toLowerCase(Locale.ROOT)).find());
            Whose whose = whose(text);
            for (NormalizedGroup group : groups) {
                if ((active || group.group().includeResolved()) && matches(group, condition.code(), text, whose)) {
                    found.add(group.group().id());
                }
            }
        }
        return found;
    }

    /** Whose condition a name says it is. */
    private enum Whose { PATIENTS, A_RELATIVES, NOBODYS }

    private Whose whose(String text) {
        if (historyOpenings.stream().anyMatch(text::startsWith)) {
            return Whose.PATIENTS;
        }
        if (absentOpenings.stream().anyMatch(text::startsWith) || absentEndings.stream().anyMatch(text::endsWith)) {
            return Whose.NOBODYS;
        }
        if (familyOpenings.stream().anyMatch(text::startsWith) || familyEndings.stream().anyMatch(text::endsWith)) {
            return Whose.A_RELATIVES;
        }
        return Whose.PATIENTS;
    }

    private static boolean matches(NormalizedGroup group, String code, String text, Whose whose) {
        if (code != null && group.group().codes().contains(code.trim())) {
            return true;
        }
        boolean counts = whose == Whose.PATIENTS || whose == Whose.A_RELATIVES && group.group().includeFamilyHistory();
        if (!counts || group.unlessTerms().stream().anyMatch(text::contains)) {
            return false;
        }
        for (String term : group.terms()) {
            if (StatedTerms.statedWithoutNegation(text, term)) {
                return true;
            }
        }
        return false;
    }
}
