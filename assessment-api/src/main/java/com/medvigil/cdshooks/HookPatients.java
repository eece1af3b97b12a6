package com.medvigil.cdshooks;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.fhir.FhirIdSyntax;
import com.medvigil.model.patient.PatientDetails;
import com.medvigil.model.patient.PatientIds;
import com.medvigil.model.patient.PatientKey;
import com.medvigil.model.patient.PatientProfile;
import com.medvigil.model.patient.PatientProfileRows;
import com.medvigil.model.patient.PatientProfiles;
import com.medvigil.model.tenancy.TenantContext;

/**
 * The profile a hook call's assessment belongs to, found by the EHR's FHIR patient id as
 * {@code $submit} finds it (so the tenant's stored data for that patient joins in), created on a
 * first call, and updated with what the EHR's Patient says, as a submitted Patient would.
 */
@Component
class HookPatients {

    private static final PatientDetails NOTHING_SAID = new PatientDetails(null, null, null, null);

    private final PatientProfileRows rows;
    private final PatientProfiles profiles;
    private final TenantContext tenantContext;
    private final Clock clock;

    HookPatients(PatientProfileRows rows, PatientProfiles profiles, TenantContext tenantContext, Clock clock) {
        this.rows = rows;
        this.profiles = profiles;
        this.tenantContext = tenantContext;
        this.clock = clock;
    }

    static String checkedPatientId(String fhirId) {
        if (!FhirIdSyntax.isValid(fhirId)) {
            throw new InvalidFieldException("context.patientId", FhirIdSyntax.RULE);
        }
        return fhirId;
    }

    @Transactional(propagation = Propagation.MANDATORY)
    PatientProfile profileFor(String fhirId, PatientDetails details) {
        UUID tenantId = tenantContext.requireTenantId();
        PatientKey key = new PatientKey(tenantId, PatientIds.forFhirId(tenantId, fhirId));
        PatientDetails said = details == null ? NOTHING_SAID : details;
        Instant now = clock.instant();
        Optional<PatientProfile> stored = rows.find(key);
        if (stored.isEmpty()) {
            return profiles.save(PatientProfile.fromFhir(key, fhirId, said, now));
        }
        PatientProfile profile = stored.get();
        // Most calls repeat what is known and write nothing; a change is merged as any save is.
        return profile.update(said, now) ? profiles.save(profile) : profile;
    }
}
