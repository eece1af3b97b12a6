package com.medvigil.model.facility;

import com.medvigil.model.error.InvalidFieldException;

/** The fields of a facility to change; a null field keeps its stored value, and a change changes something. */
public record FacilityChanges(String name, String externalId, Boolean active, Boolean fhirEnabled) {

    public FacilityChanges {
        if (name == null && externalId == null && active == null && fhirEnabled == null) {
            throw new InvalidFieldException("body", "must set at least one of name, externalId, active, fhirEnabled");
        }
        name = name == null ? null : FacilityFields.name(name);
        externalId = FacilityFields.externalId(externalId);
    }
}
