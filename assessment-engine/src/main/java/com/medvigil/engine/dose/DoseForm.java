package com.medvigil.engine.dose;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether a medicine name describes a capsule or a tablet, for the few medicines whose forms behave differently
 * (acalabrutinib capsules need stomach acid, its tablets do not). RxNorm names state the form ("Oral Capsule"); a bare
 * name or a brand does not say.
 */
public enum DoseForm {
    CAPSULE, TABLET, UNKNOWN;

    private static final Pattern CAPSULE_WORDS = Pattern.compile("\\b(capsules?|caps?)\\b");
    private static final Pattern TABLET_WORDS = Pattern.compile("\\b(tablets?|tabs?)\\b");

    public static DoseForm of(String medicineName) {
        String name = medicineName == null ? "" : medicineName.toLowerCase(Locale.ROOT);
        boolean capsule = CAPSULE_WORDS.matcher(name).find();
        boolean tablet = TABLET_WORDS.matcher(name).find();
        if (capsule == tablet) {
            return UNKNOWN;
        }
        return capsule ? CAPSULE : TABLET;
    }
}
