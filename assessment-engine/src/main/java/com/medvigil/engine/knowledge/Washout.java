package com.medvigil.engine.knowledge;

import java.util.Set;

/**
 * How long a stopped medicine still acts, from its label: a stopped MAOI for 14 days, fluoxetine for 5 weeks.
 * {@code drugs} are drug or class ids; {@code onlyWith}, when not empty, limits the washout to interactions with
 * those drugs or classes (most SSRIs' 14 days concern only MAOIs). {@code basis} says where the number comes from.
 */
public record Washout(Set<String> drugs, int days, Set<String> onlyWith, String basis, java.util.List<String> sources) {
}
