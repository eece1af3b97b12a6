package com.medvigil.cdshooks;

import java.util.List;
import java.util.Optional;

import com.medvigil.assessment.ClinicalInputs;
import com.medvigil.assessment.fhirinput.Sourced;
import com.medvigil.engine.PatientCase;
import com.medvigil.model.patient.PatientDetails;

/**
 * A hook call's data in the engine's terms: the inputs (the draft orders first, then what the EHR
 * holds), what the Patient says of the profile (null without a Patient), and the draft orders
 * with the MedicationRequest each came from, so that cards can name and remove them.
 */
record HookInputs(ClinicalInputs given, PatientDetails details, List<Sourced<PatientCase.Medication>> drafts) {

    /** The draft order of a medicine as the engine's findings name it, if it is one. */
    Optional<Sourced<PatientCase.Medication>> draftNamed(String name) {
        return drafts.stream().filter(draft -> draft.input().name().equals(name)).findFirst();
    }
}
