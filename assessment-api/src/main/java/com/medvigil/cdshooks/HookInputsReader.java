package com.medvigil.cdshooks;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import org.hl7.fhir.r4.model.Medication;
import org.springframework.stereotype.Component;

import com.medvigil.assessment.ClinicalInputs;
import com.medvigil.assessment.fhirinput.FhirClinicalInputs;
import com.medvigil.assessment.fhirinput.FhirClinicalReader;
import com.medvigil.assessment.fhirinput.Sourced;
import com.medvigil.engine.PatientCase;
import com.medvigil.fhir.submit.FhirPatientDetails;
import com.medvigil.fhir.submit.MedicationCodes;

/**
 * Reads a hook call's data with the one reader of clinical inputs from FHIR, as stored data is
 * read: the EHR's resources, and its draft orders as the medicines being prescribed. A Medication
 * the EHR sent along (a search's {@code _include}) names the medicine of the orders that reference it.
 */
@Component
class HookInputsReader {

    private final FhirClinicalReader reader;

    HookInputsReader(FhirClinicalReader reader) {
        this.reader = reader;
    }

    HookInputs read(HookData data, LocalDate asOf) {
        MedicationCodes medications = MedicationCodes.of(data.resources().stream()
                .filter(Medication.class::isInstance).map(Medication.class::cast).toList());
        FhirClinicalInputs held = reader.read(data.resources(), medications, asOf);
        List<Sourced<PatientCase.Medication>> drafts = reader.draftOrders(data.draftOrders(), medications, asOf);
        List<PatientCase.Medication> all = new ArrayList<>(inputs(drafts));
        all.addAll(inputs(held.medications()));
        ClinicalInputs given = new ClinicalInputs(all, inputs(held.conditions()), inputs(held.allergies()), null,
                inputs(held.labs()), held.completing(null));
        return new HookInputs(given, data.patient() == null ? null : FhirPatientDetails.of(data.patient()), drafts);
    }

    private static <T> List<T> inputs(List<Sourced<T>> sourced) {
        return sourced.stream().map(Sourced::input).toList();
    }
}
