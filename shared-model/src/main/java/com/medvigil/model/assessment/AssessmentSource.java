package com.medvigil.model.assessment;

import java.util.Locale;

/** Where an assessment came from: a request to the REST API, or an EHR's CDS Hooks call. */
public enum AssessmentSource {
    API, CDS_HOOKS;

    /** How the API writes it: "api", "cds-hooks". */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
