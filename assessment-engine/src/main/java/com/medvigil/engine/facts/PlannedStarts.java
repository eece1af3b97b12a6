package com.medvigil.engine.facts;

import com.medvigil.engine.knowledge.KnowledgeBase;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Medicines planned to start after the assessment date. A prescriber ordering contrast for tomorrow or an antibiotic
 * from next week wants it checked now, but against what the patient will take on that day: a medicine set to end
 * before the planned one starts is no longer taken then (it counts only inside its label's washout, as a stopped
 * medicine does), and the planned medicine is not taken today. So the rules run once on the patient as of today
 * without the planned medicines, and once on the patient as of each day a planned medicine starts ({@link #onDay}).
 */
public final class PlannedStarts {

    private final KnowledgeBase knowledge;
    private final Washouts washouts;

    public PlannedStarts(KnowledgeBase knowledge) {
        this.knowledge = knowledge;
        this.washouts = new Washouts(knowledge.washouts());
    }

    /** The days on which planned medicines start, earliest first; empty when every listed medicine has started. */
    public static List<LocalDate> days(CaseFacts facts) {
        if (facts.asOf() == null) {
            return List.of();
        }
        return facts.medications().stream().filter(medication -> isPlanned(medication, facts.asOf()))
                .map(TakenMedication::startDate).distinct().sorted().toList();
    }

    /** Whether the medicine starts after {@code asOf}. */
    public static boolean isPlanned(TakenMedication medication, LocalDate asOf) {
        return asOf != null && medication.stopped() == null && medication.startDate() != null
                && medication.startDate().isAfter(asOf);
    }

    /**
     * The patient as the rules meet them on {@code day} (today or later): the current medicines started by then and
     * not yet ended; one set to end before then counts as stopped on its end date, inside its washout only; a medicine
     * stopped before today still counts while its washout lasts on that day. Everything else (age, labs, conditions)
     * is today's.
     */
    public CaseFacts onDay(CaseFacts facts, LocalDate day) {
        List<TakenMedication> taken = new ArrayList<>();
        Map<TakenMedication, TakenMedication> endedBy = new IdentityHashMap<>();
        for (TakenMedication medication : facts.medications()) {
            if (medication.startDate() != null && medication.startDate().isAfter(day)) {
                continue;
            }
            LocalDate end = medication.plannedEnd();
            if (end == null || !end.isBefore(day)) {
                taken.add(medication);
            } else {
                StopInfo still = stillActing(medication, end, day, true);
                endedBy.put(medication, still == null ? null : copyStopped(medication, still));
            }
        }
        Set<TakenMedication> current = Collections.newSetFromMap(new IdentityHashMap<>());
        current.addAll(taken);
        List<IngredientUse> all = facts.allUses().stream().filter(use -> current.contains(use.medication())).toList();
        List<IngredientUse> systemic = facts.systemicUses().stream().filter(use -> current.contains(use.medication()))
                .toList();

        List<IngredientUse> washout = new ArrayList<>();
        Map<TakenMedication, TakenMedication> stillStopped = new IdentityHashMap<>();
        for (IngredientUse use : facts.washoutUses()) {
            TakenMedication medication = use.medication();
            TakenMedication then = day.equals(facts.asOf()) ? medication : stillStopped.computeIfAbsent(medication,
                    m -> {
                        StopInfo still = stillActing(m, m.stopped().endDate(), day, false);
                        return still == null ? null : copyStopped(m, still);
                    });
            if (then != null) {
                washout.add(then == medication ? use : moved(use, then));
            }
        }
        List<EndedUse> ended = new ArrayList<>(facts.endedUses());
        for (IngredientUse use : facts.allUses()) {
            if (endedBy.containsKey(use.medication())) {
                ended.add(new EndedUse(use, use.medication().plannedEnd()));
                TakenMedication stopped = endedBy.get(use.medication());
                if (stopped != null && facts.systemicUses().contains(use)) {
                    washout.add(moved(use, stopped));
                }
            }
        }
        return new CaseFacts(facts.age(), facts.sex(), facts.weightKg(), facts.heightCm(), List.copyOf(taken),
                all, systemic, facts.conditionGroups(), facts.allergies(), facts.readings(), facts.renal(),
                facts.reproductive(), facts.social(), facts.socialHistoryGiven(), facts.recognized(),
                facts.unrecognized(), facts.readingProblems(), facts.ageDays(), day, facts.conditionsGiven(),
                List.copyOf(washout), facts.stoppedMedications(), facts.conditionsShownByLab(), List.copyOf(ended));
    }

    private StopInfo stillActing(TakenMedication medication, LocalDate end, LocalDate day, boolean plannedEnd) {
        List<Set<String>> tokens = medication.match().ingredientIds().stream().map(knowledge::tokensOf).toList();
        return washouts.stillActing(tokens, end, ChronoUnit.DAYS.between(end, day), plannedEnd);
    }

    private static TakenMedication copyStopped(TakenMedication medication, StopInfo stopped) {
        return new TakenMedication(medication.name(), medication.source(), medication.match(), medication.route(),
                medication.dose(), medication.startDate(), Objects.requireNonNull(stopped), null);
    }

    private static IngredientUse moved(IngredientUse use, TakenMedication medication) {
        return new IngredientUse(use.ingredientId(), use.displayName(), use.tokens(), medication);
    }
}
