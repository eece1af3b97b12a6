package com.medvigil.cdshooks;

import java.util.List;
import java.util.Map;

import org.hl7.fhir.r4.model.MedicationRequest;
import org.hl7.fhir.r4.model.Patient;
import org.hl7.fhir.r4.model.Resource;

/**
 * What a hook call knows of the patient: the Patient (null when the EHR sent none), the other
 * resources the EHR sent or MedVigil fetched (Medications included, for the references to them),
 * the draft orders, and where each prefetch key's data came from.
 */
public record HookData(Patient patient, List<Resource> resources, List<MedicationRequest> draftOrders,
                       Map<String, DataOrigin> origins) {

    /** Where one prefetch key's data came from. */
    public enum DataOrigin {
        PREFETCH("sent by the EHR"), FHIR_SERVER("fetched from the EHR's FHIR server");

        private final String description;

        DataOrigin(String description) {
            this.description = description;
        }

        public String description() {
            return description;
        }
    }
}
