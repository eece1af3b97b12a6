package com.medvigil.model.facility;

/**
 * A facility to create. {@code active} and {@code fhirEnabled} default to true, so that the
 * first facility a tenant adds becomes its default facility at once.
 */
public record NewFacility(String name, String externalId, boolean active, boolean fhirEnabled) {

    public NewFacility {
        name = FacilityFields.name(name);
        externalId = FacilityFields.externalId(externalId);
    }

    public static NewFacility of(String name, String externalId, Boolean active, Boolean fhirEnabled) {
        return new NewFacility(name, externalId, active == null || active, fhirEnabled == null || fhirEnabled);
    }
}
