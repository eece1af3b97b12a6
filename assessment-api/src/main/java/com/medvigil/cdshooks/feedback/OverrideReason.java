package com.medvigil.cdshooks.feedback;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Why a prescriber overrode a card: MedVigil's own value set, offered in every card's
 * {@code overrideReasons} and the only codes its feedback endpoint accepts. The codes are
 * MedVigil's, in its own code system; docs/cds-hooks.md lists them.
 */
public enum OverrideReason {

    PATIENT_TOLERATING("patient-tolerating", "Patient already tolerating the combination"),
    BENEFIT_OUTWEIGHS_RISK("benefit-outweighs-risk", "Benefit outweighs risk"),
    WILL_MONITOR("will-monitor", "Will monitor or adjust"),
    NOT_CLINICALLY_RELEVANT("not-clinically-relevant", "Not clinically relevant"),
    PATIENT_NOT_TAKING("patient-not-taking", "Patient no longer taking the medicine");

    /** The code system of these reasons, as sent in each Coding's {@code system}. */
    public static final String SYSTEM = "https://medvigil.com/fhir/CodeSystem/cds-override-reason";

    private final String code;
    private final String display;

    OverrideReason(String code, String display) {
        this.code = code;
        this.display = display;
    }

    public String code() {
        return code;
    }

    public String system() {
        return SYSTEM;
    }

    public String display() {
        return display;
    }

    /** Every reason, in the order a card offers them. */
    public static List<OverrideReason> all() {
        return List.of(values());
    }

    public static Optional<OverrideReason> fromCode(String code) {
        return Arrays.stream(values()).filter(reason -> reason.code.equals(code)).findFirst();
    }

    public static List<String> allCodes() {
        return Arrays.stream(values()).map(OverrideReason::code).toList();
    }
}
