package com.medvigil.engine.dose;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether a medicine name describes an immediate- or an extended-release product. RxNorm names state an
 * extended-release form explicitly ("24 HR Extended Release Oral Tablet"), so a name that gives a dose form without
 * any release marker is immediate-release; a bare name ("nifedipine") does not say.
 */
public enum ReleaseForm {
    IMMEDIATE, EXTENDED, UNKNOWN;

    private static final Pattern EXTENDED_MARKERS = Pattern.compile(
            "\\b(er|xr|sr|xl|cr|la|cd|xt|cc|mr|pr|er24|xl24|24 ?hr?|12 ?hr?|extended|sustained|controlled|prolonged"
                    + "|modified|osmotic)\\b");
    private static final Pattern IMMEDIATE_MARKERS = Pattern.compile("\\b(ir|immediate)\\b");
    private static final Pattern DOSE_FORMS = Pattern.compile(
            "\\b(tablets?|tabs?|capsules?|caps?|oral solution|oral suspension|liquid|syrup|chewable)\\b");

    public static ReleaseForm of(String medicineName) {
        String name = medicineName == null ? "" : medicineName.toLowerCase(Locale.ROOT);
        if (EXTENDED_MARKERS.matcher(name).find()) {
            return EXTENDED;
        }
        if (IMMEDIATE_MARKERS.matcher(name).find() || DOSE_FORMS.matcher(name).find()) {
            return IMMEDIATE;
        }
        return UNKNOWN;
    }
}
