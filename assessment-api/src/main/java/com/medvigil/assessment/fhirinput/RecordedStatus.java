package com.medvigil.assessment.fhirinput;

import java.util.Set;

import org.hl7.fhir.r4.model.CodeableConcept;

/** Whether a Condition or AllergyIntolerance still holds: neither inactive nor resolved, refuted, nor entered in error. */
final class RecordedStatus {

    private static final Set<String> INACTIVE_CLINICAL_STATUS = Set.of("inactive", "remission", "resolved");
    private static final Set<String> DISCARDED_VERIFICATION = Set.of("refuted", "entered-in-error");

    private RecordedStatus() {
    }

    static boolean holds(CodeableConcept clinicalStatus, CodeableConcept verificationStatus) {
        return !isIn(INACTIVE_CLINICAL_STATUS, CodeableConcepts.firstCode(clinicalStatus))
                && !isIn(DISCARDED_VERIFICATION, CodeableConcepts.firstCode(verificationStatus));
    }

    /** Set.of(...) refuses to look up null; a missing status is simply not in the set. */
    private static boolean isIn(Set<String> codes, String code) {
        return code != null && codes.contains(code);
    }
}
