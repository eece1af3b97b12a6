package com.medvigil.engine.medication;

/**
 * Where a medicine acts, as far as its route or name tells. LOCAL medicines (skin, eye, ear, intrauterine) take
 * part only in allergy checks: a hydrocortisone cream does not raise systemic steroid risks.
 */
public enum Route {
    ORAL, PARENTERAL, LOCAL, OTHER_SYSTEMIC, UNKNOWN;

    public boolean isLocal() {
        return this == LOCAL;
    }
}
