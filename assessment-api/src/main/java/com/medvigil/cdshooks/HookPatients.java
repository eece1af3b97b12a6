package com.medvigil.cdshooks;

import java.time.Clock;
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

    private final PatientProfiles profiles;
    private final TenantContext tenantContext;
    private final Clock clock;

    HookPatients(PatientProfiles profiles, TenantContext tenantContext, Clock clock) {
        this.profiles = profiles;
        this.tenantContext = tenantContext;
        this.clock = clock;
    }

    static String checkedPatientId(String fhirId) {
        if (!FhirIdSyntax.isValid(fhirId)) {
            throw new InvalidFieldException("context.patientId", "must be a FHIR id (1 to 64 of A-Z, a-z, 0-9, '-', '.')");
        }
        return fhirId;
    }

    @Transactional(propagation = Propagation.MANDATORY)
    PatientProfile profileFor(String fhirId, PatientDetails details) {
        UUID tenantId = tenantContext.requireTenantId();
        UUID patientId = PatientIds.forFhirId(tenantId, fhirId);
        PatientDetails said = details == null ? NOTHING_SAID : details;
        return profiles.findByKey(tenantId, patientId).map(profile -> {
            profile.update(said, clock.instant());
            return profile;
        }).orElseGet(() -> profiles.save(PatientProfile.fromFhir(new PatientKey(tenantId, patientId), fhirId, said,
                clock.instant())));
    }
}
