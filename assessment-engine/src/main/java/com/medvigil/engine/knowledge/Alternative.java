package com.medvigil.engine.knowledge;

import java.util.List;
import java.util.Set;

/**
 * A safer option to discuss when a medicine in {@code replaces} is part of a finding. {@code candidates} are the
 * drugs or classes the alternative stands for: each must itself pass the engine's checks for the patient, given by
 * {@code route} (a route id such as "topical"; null for the medicine's usual route). {@code forReproductive} limits
 * the option to patients in one of those reproductive states (a pregnancy-compatible antihypertensive);
 * {@code notForReproductive} keeps it from them where the guidance prefers another option throughout (an NSAID in
 * pregnancy, which the engine's own rules only flag from 20 weeks). {@code minAgeYears} keeps it from children its
 * label does not cover (null: any age); {@code exceptReplacing} names medicines of {@code replaces} it is no answer
 * for (a cardioselective beta blocker does not replace sotalol); {@code forFamilies}, when not empty, offers it only
 * for findings of those families (abstaining from alcohol answers an alcohol finding, not a drug interaction).
 */
public record Alternative(Set<String> replaces, String name, String emoji, String category, String explanation,
                          String precautions, String evidence, List<String> candidates, String route,
                          Set<String> forReproductive, Set<String> notForReproductive, Integer minAgeYears,
                          Set<String> exceptReplacing, Set<Family> forFamilies) {
}
