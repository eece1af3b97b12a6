package com.medvigil.engine.knowledge;

import com.medvigil.engine.PatientCase;
import com.medvigil.engine.lifestyle.AlcoholUse;
import com.medvigil.engine.lifestyle.SmokingStatus;
import com.medvigil.engine.medication.Route;
import com.medvigil.engine.result.RiskLevel;
import com.medvigil.engine.result.Symptoms;

import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The fixed values knowledge files name, each read into the engine's own enum so that the list has one source:
 * an unknown value is a load problem that names the file, the entry and the field.
 *
 * @param <E> the enum the value binds to
 */
final class FileValues<E extends Enum<E>> {

    /** Routes a file may name: every route but the two that only say a record told nothing usable. */
    static final FileValues<Route> ROUTES = new FileValues<>("route", Arrays.stream(Route.values())
            .filter(route -> route != Route.OTHER_SYSTEMIC && route != Route.UNKNOWN).toList(), Route::id);
    static final FileValues<PatientCase.ReproductiveStatus> REPRODUCTIVE_STATUSES = new FileValues<>(
            "reproductive status", List.of(PatientCase.ReproductiveStatus.values()), Enum::name);
    /** A rule asks for a sex only as female or male. */
    static final FileValues<PatientCase.Sex> SEXES = new FileValues<>("sex",
            List.of(PatientCase.Sex.FEMALE, PatientCase.Sex.MALE), Enum::name);
    static final FileValues<AlcoholUse> ALCOHOL_LEVELS = new FileValues<>("alcohol level",
            List.of(AlcoholUse.values()), AlcoholUse::id);
    static final FileValues<SmokingStatus> SMOKING_STATUSES = new FileValues<>("smoking status",
            List.of(SmokingStatus.values()), SmokingStatus::id);
    static final FileValues<Symptoms.Concerning.Level> CONCERN_LEVELS = new FileValues<>("concern severity",
            List.of(Symptoms.Concerning.Level.values()), Enum::name);
    static final FileValues<Effect.Onset> ONSETS = new FileValues<>("onset", List.of(Effect.Onset.values()),
            Effect.Onset::id);
    static final FileValues<RiskLevel> RISK_LEVELS = new FileValues<>("risk level", List.of(RiskLevel.values()),
            Enum::name);

    private final String field;
    private final List<E> allowed;
    private final Function<E, String> spelling;

    FileValues(String field, List<E> allowed, Function<E, String> spelling) {
        this.field = field;
        this.allowed = List.copyOf(allowed);
        this.spelling = spelling;
    }

    /** The value the file spells {@code text}, if it is one of the allowed ones. */
    Optional<E> read(String text) {
        return allowed.stream().filter(value -> spelling.apply(value).equals(text)).findFirst();
    }

    boolean isKnown(String text) {
        return read(text).isPresent();
    }

    /** The allowed spellings, sorted, for messages. */
    Set<String> spellings() {
        Set<String> sorted = new TreeSet<>();
        allowed.forEach(value -> sorted.add(spelling.apply(value)));
        return Collections.unmodifiableSet(sorted);
    }

    /**
     * Checks every value and reports each unknown one as "{where}: unknown {field} {value} (one of [...])", where
     * {@code where} names the file and the entry; returns the values as written.
     */
    Set<String> check(LoadProblems problems, String where, Collection<String> values) {
        for (String value : values == null ? List.<String>of() : values) {
            if (!isKnown(value)) {
                problems.add(where + ": unknown " + field + " " + value + " (one of " + spellings() + ")");
            }
        }
        return values == null ? Set.of() : Set.copyOf(values);
    }
}
