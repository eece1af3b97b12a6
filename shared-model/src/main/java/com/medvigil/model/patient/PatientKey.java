package com.medvigil.model.patient;

import java.io.Serializable;
import java.util.UUID;

/**
 * A patient profile's key: the tenant and the patientId. Clients choose patientIds (and FHIR
 * Patient uuids become them), so two tenants may well hold the same one; with the tenant in the
 * key, every update and delete Hibernate writes names one tenant's row.
 */
public record PatientKey(UUID tenantId, UUID patientId) implements Serializable {
}
