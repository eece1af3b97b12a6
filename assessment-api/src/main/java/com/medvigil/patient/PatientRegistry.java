package com.medvigil.patient;

import java.time.Clock;
import java.util.List;
import java.util.UUID;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.medvigil.model.patient.PatientDetails;
import com.medvigil.model.patient.PatientKey;
import com.medvigil.model.patient.PatientProfile;
import com.medvigil.model.patient.PatientProfiles;
import com.medvigil.model.tenancy.TenantContext;

/**
 * Creates and updates patient profiles for {@code POST /v1/patients} and for the patient block of
 * assessment requests (DECISIONS "Patients"). Option 1 names the profile by patientId: it is
 * updated, or created with that id. Option 2 names it by externalId alone: the tenant's profile
 * with that externalId (the oldest, should several share it) is updated, or a new one created.
 * Neither creates a new profile. A null field never erases a stored value.
 */
@Service
public class PatientRegistry {

    private final PatientProfiles profiles;
    private final TenantContext tenantContext;
    private final Clock clock;

    PatientRegistry(PatientProfiles profiles, TenantContext tenantContext, Clock clock) {
        this.profiles = profiles;
        this.tenantContext = tenantContext;
        this.clock = clock;
    }

    /** The profile after the change, and whether it was created. */
    public record Upserted(PatientProfile profile, boolean created) {
    }

    @Transactional
    public Upserted upsert(UUID patientId, PatientDetails details) {
        if (patientId != null) {
            return profiles.findByPatientId(patientId)
                    .map(existing -> updated(existing, details))
                    .orElseGet(() -> created(patientId, details));
        }
        if (details.externalId() != null) {
            List<PatientProfile> sameExternalId = profiles.findByExternalIdOrderByCreatedAtAscPatientIdAsc(details.externalId());
            if (!sameExternalId.isEmpty()) {
                return updated(sameExternalId.get(0), details);
            }
        }
        return created(UUID.randomUUID(), details);
    }

    private Upserted updated(PatientProfile profile, PatientDetails details) {
        profile.update(details, clock.instant());
        return new Upserted(profile, false);
    }

    private Upserted created(UUID patientId, PatientDetails details) {
        PatientKey key = new PatientKey(tenantContext.requireTenantId(), patientId);
        return new Upserted(profiles.save(PatientProfile.create(key, details, clock.instant())), true);
    }
}
