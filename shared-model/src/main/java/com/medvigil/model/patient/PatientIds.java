package com.medvigil.model.patient;

import java.nio.charset.StandardCharsets;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * The patientId a FHIR logical id stands for (DECISIONS "FHIR"): a uuid id is the patientId
 * itself; any other id gets a stable uuid derived from tenant and id, so the same FHIR id always
 * lands on the same profile and two tenants' "123" never meet.
 */
public final class PatientIds {

    /** Only the canonical lowercase form counts as a uuid: FHIR ids are case-sensitive. */
    private static final Pattern CANONICAL_UUID =
            Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

    private PatientIds() {
    }

    public static UUID forFhirId(UUID tenantId, String fhirId) {
        if (CANONICAL_UUID.matcher(fhirId).matches()) {
            return UUID.fromString(fhirId);
        }
        return UUID.nameUUIDFromBytes(("medvigil:patient:" + tenantId + ":" + fhirId).getBytes(StandardCharsets.UTF_8));
    }
}
