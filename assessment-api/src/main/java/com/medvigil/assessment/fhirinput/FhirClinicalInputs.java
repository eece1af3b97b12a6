package com.medvigil.assessment.fhirinput;

import java.util.List;

import com.medvigil.engine.PatientCase;

/**
 * The engine inputs read from one patient's FHIR resources, each with the reference it came from.
 * {@code smokingStatus} is the latest recorded tobacco smoking status (never, former or current), or null.
 */
public record FhirClinicalInputs(List<Sourced<PatientCase.Medication>> medications,
                                 List<Sourced<PatientCase.Condition>> conditions,
                                 List<Sourced<PatientCase.Allergy>> allergies,
                                 List<Sourced<PatientCase.Lab>> labs,
                                 Sourced<String> smokingStatus) {

    /**
     * The social history a caller gave, with the recorded smoking status where it says none: what a request says
     * wins, as it does for every other input.
     */
    public PatientCase.SocialHistory completing(PatientCase.SocialHistory given) {
        if (!smokingStatusUsedWith(given)) {
            return given;
        }
        return given == null ? new PatientCase.SocialHistory(null, smokingStatus.input(), null, null)
                : new PatientCase.SocialHistory(given.alcohol(), smokingStatus.input(), given.pregnancyWeeks(),
                given.grapefruit());
    }

    /** Whether the recorded smoking status fills in what the given social history leaves out. */
    public boolean smokingStatusUsedWith(PatientCase.SocialHistory given) {
        return smokingStatus != null && (given == null || given.smoking() == null);
    }
}
