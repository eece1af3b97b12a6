package com.medvigil.facility;

/** The fields of a facility to change; a null field keeps its stored value. */
public record FacilityChanges(String name, String externalId, Boolean active, Boolean fhirEnabled) {

    public FacilityChanges {
        name = name == null ? null : FacilityFields.name(name);
        externalId = FacilityFields.externalId(externalId);
    }
}
