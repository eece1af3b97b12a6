package com.medvigil.engine.knowledge;

import java.util.Set;

/**
 * What a drug's routes mean for where it acts, by route id ("vaginal", "topical"). {@code only}: the routes the drug
 * is made for (clobetasol: topical), taken when nothing else tells the route. {@code actsLocallyBy}: routes that
 * usually carry a medicine into the body but by which this drug acts where it is put (vaginal estradiol).
 * {@code systemicBy}: routes that usually act locally but by which this drug is absorbed by design (testosterone gel).
 */
public record DrugRoutes(Set<String> only, Set<String> actsLocallyBy, Set<String> systemicBy) {

    public static final DrugRoutes NONE = new DrugRoutes(Set.of(), Set.of(), Set.of());

    public DrugRoutes {
        only = Set.copyOf(only);
        actsLocallyBy = Set.copyOf(actsLocallyBy);
        systemicBy = Set.copyOf(systemicBy);
    }
}
