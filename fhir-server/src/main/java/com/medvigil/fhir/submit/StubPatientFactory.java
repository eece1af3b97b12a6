package com.medvigil.fhir.submit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.springframework.stereotype.Component;

import com.medvigil.model.facility.Facilities;
import com.medvigil.model.patient.PatientDetails;
import com.medvigil.model.patient.PatientIds;
import com.medvigil.model.patient.PatientProfiles;
import com.medvigil.model.tenancy.TenantContext;

/**
 * Decides which referenced patients need a stub (spec 2.7 rules 1 and 4): those that neither the
 * bundle nor the tenant's profiles know. A stub's externalId is (a) identifier[0].value of a
 * Patient entry with the same id in the bundle (one that was refused, since a valid one makes a
 * stub needless), else (b) the default facility's externalId, else (c) null.
 */
@Component
class StubPatientFactory {

    private final PatientProfiles profiles;
    private final Facilities facilities;
    private final TenantContext tenantContext;

    StubPatientFactory(PatientProfiles profiles, Facilities facilities, TenantContext tenantContext) {
        this.profiles = profiles;
        this.facilities = facilities;
        this.tenantContext = tenantContext;
    }

    /** {@code referenced}: patient FHIR ids not described by the bundle, with the first entry that named each. */
    List<StubPatient> stubsFor(Map<String, PatientMention> referenced, SubmittedBundle bundle) {
        if (referenced.isEmpty()) {
            return List.of();
        }
        UUID tenantId = tenantContext.requireTenantId();
        Map<UUID, String> fhirIdsByPatientId = new LinkedHashMap<>();
        referenced.keySet().forEach(fhirId -> fhirIdsByPatientId.put(PatientIds.forFhirId(tenantId, fhirId), fhirId));
        Set<UUID> existing = new HashSet<>();
        profiles.findByPatientIdIn(fhirIdsByPatientId.keySet()).forEach(profile -> existing.add(profile.getPatientId()));
        List<StubPatient> stubs = new ArrayList<>();
        String facilityExternalId = null;
        boolean facilityLooked = false;
        for (Map.Entry<UUID, String> candidate : fhirIdsByPatientId.entrySet()) {
            if (existing.contains(candidate.getKey())) {
                continue;
            }
            String fhirId = candidate.getValue();
            String externalId = identifierInBundle(bundle, fhirId);
            if (externalId == null) {
                if (!facilityLooked) {
                    facilityExternalId = facilities.defaultExternalId().orElse(null);
                    facilityLooked = true;
                }
                externalId = facilityExternalId;
            }
            PatientMention mention = referenced.get(fhirId);
            stubs.add(new StubPatient(fhirId, candidate.getKey(), externalId, mention.entryIndex(), mention.element()));
        }
        return stubs;
    }

    private static String identifierInBundle(SubmittedBundle bundle, String fhirId) {
        return bundle.byRelativeReference("Patient/" + fhirId)
                .map(BundleEntry::firstIdentifierValue)
                .filter(value -> !value.isBlank() && value.length() <= PatientDetails.EXTERNAL_ID_MAX_LENGTH)
                .orElse(null);
    }

    /** Where a patient was first referenced in the bundle. */
    record PatientMention(int entryIndex, String element) {
    }
}
