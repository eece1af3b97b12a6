package com.medvigil.facility.web;

import java.time.Instant;
import java.util.UUID;

import com.medvigil.model.facility.Facility;

/** A facility as the API shows it. */
record FacilityView(UUID id, String name, String externalId, boolean active, boolean fhirEnabled, Instant createdAt,
                    Instant updatedAt) {

    static FacilityView of(Facility facility) {
        return new FacilityView(facility.getId(), facility.getName(), facility.getExternalId(), facility.isActive(),
                facility.isFhirEnabled(), facility.getCreatedAt(), facility.getUpdatedAt());
    }
}
