package com.medvigil.engine.condition;

import com.medvigil.engine.knowledge.ConditionGroup;
import com.medvigil.engine.medication.MedicineNames;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Decides which condition groups a patient's problem list holds. A condition belongs to a group by code or by a
 * group term appearing as whole words in its name. Resolved conditions count only for groups whose history is the
 * risk (a past VTE still matters; a resolved bronchitis does not).
 */
public final class ConditionMatcher {

    private static final Set<String> INACTIVE = Set.of("resolved", "inactive", "remission", "refuted",
            "entered-in-error", "entered in error");
    private static final Set<String> NOT_TRUE = Set.of("refuted", "entered-in-error", "entered in error");

    private final List<NormalizedGroup> groups;

    public ConditionMatcher(Collection<ConditionGroup> groups) {
        this.groups = groups.stream()
                .sorted(java.util.Comparator.comparing(ConditionGroup::id))
                .map(g -> new NormalizedGroup(g, g.terms().stream()
                        .map(term -> " " + MedicineNames.normalize(term) + " ").toList()))
                .toList();
    }

    private record NormalizedGroup(ConditionGroup group, List<String> terms) {
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
            boolean active = !INACTIVE.contains(status);
            String text = " " + MedicineNames.normalize(condition.name()) + " ";
            for (NormalizedGroup group : groups) {
                if ((active || group.group().includeResolved()) && matches(group, condition.code(), text)) {
                    found.add(group.group().id());
                }
            }
        }
        return found;
    }

    private static boolean matches(NormalizedGroup group, String code, String text) {
        if (code != null && group.group().codes().contains(code.trim())) {
            return true;
        }
        for (String term : group.terms()) {
            if (text.contains(term)) {
                return true;
            }
        }
        return false;
    }
}
