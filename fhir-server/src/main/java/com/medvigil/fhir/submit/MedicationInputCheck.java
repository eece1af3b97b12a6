package com.medvigil.fhir.submit;

import java.util.Optional;

import org.hl7.fhir.r4.model.DomainResource;

/**
 * Whether a MedicationStatement or MedicationRequest is an assessment input the engine cannot
 * check, so that it is stored with a warning rather than in silence. Implemented by the
 * application, which reads medications exactly as its assessments do; this module stays free of
 * the engine.
 */
public interface MedicationInputCheck {

    /**
     * How a warning names the medication ("'Zyxqorvulan 40 mg'", "RxNorm 123") when the resource
     * is an input the engine cannot check; empty when it can, or when the resource is no input.
     */
    Optional<String> uncheckable(DomainResource medicationUse, MedicationCodes medications);
}
