package com.medvigil.engine.medication;

import java.util.Locale;
import java.util.Optional;

/**
 * Where a medicine is given, as its route field, form or name tells. Whether it then acts only where it is applied
 * depends on the medicine too (a testosterone gel is absorbed, a clobetasol gel is not): {@link MedicationRoutes}
 * decides that. {@code OTHER_SYSTEMIC} is a route that was given but is none of these; {@code UNKNOWN} means
 * nothing told.
 */
public enum Route {
    ORAL, PARENTERAL, TRANSDERMAL, SUBLINGUAL, INHALED, NASAL, TOPICAL, OPHTHALMIC, OTIC, VAGINAL, RECTAL,
    INTRAUTERINE, OTHER_SYSTEMIC, UNKNOWN;

    /** The name knowledge files use ("ophthalmic", "other-systemic"). */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Skin, eye, ear and uterus: what is put there acts there unless the medicine says otherwise. Every other route
     * carries a medicine into the body unless the medicine says it acts locally by it.
     */
    boolean localByDefault() {
        return this == TOPICAL || this == OPHTHALMIC || this == OTIC || this == INTRAUTERINE;
    }

    public static Optional<Route> fromId(String id) {
        for (Route route : values()) {
            if (route.id().equals(id)) {
                return Optional.of(route);
            }
        }
        return Optional.empty();
    }
}
