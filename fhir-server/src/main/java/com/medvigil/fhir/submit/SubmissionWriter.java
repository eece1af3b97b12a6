package com.medvigil.fhir.submit;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.hl7.fhir.r4.model.InstantType;
import org.hl7.fhir.r4.model.Patient;
import org.hl7.fhir.r4.model.Resource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.ConcurrencyFailureException;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.IndexValues;
import com.medvigil.fhir.search.SearchIndexer;
import com.medvigil.fhir.store.FhirResources;
import com.medvigil.fhir.store.ResourceKey;
import com.medvigil.fhir.store.ResourceWrite;
import com.medvigil.fhir.store.StoredVersion;
import com.medvigil.model.patient.PatientIds;
import com.medvigil.model.patient.PatientKey;
import com.medvigil.model.patient.PatientProfile;
import com.medvigil.model.patient.PatientProfiles;
import com.medvigil.model.tenancy.TenantContext;

import ca.uhn.fhir.context.FhirContext;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Writes the accepted entries of one bundle in one transaction: patient profiles (created,
 * enriched, or stubbed), each resource as its next version with its search values (the version
 * it replaces is kept), and the codes of the bundle's Medications. An entry whose ifMatch names
 * another version than the stored one is left out. A concurrent submission of the same ids makes the transaction fail on a key or
 * version check; it is then run again from the start, so no bundle is half-stored.
 */
@Component
class SubmissionWriter {

    static final String STUB_TAG_SYSTEM = "https://medvigil.com/fhir/tags";
    static final String STUB_TAG_CODE = "stub-patient";
    private static final String MEDICATION = "Medication";
    private static final int ATTEMPTS = 3;
    private static final Logger log = LoggerFactory.getLogger(SubmissionWriter.class);

    private final FhirResources resources;
    private final PatientProfiles profiles;
    private final SearchIndexer indexer;
    private final FhirContext fhirContext;
    private final TenantContext tenantContext;
    private final TransactionTemplate transaction;
    private final Clock clock;

    SubmissionWriter(FhirResources resources, PatientProfiles profiles,
                     SearchIndexer indexer, FhirContext fhirContext, TenantContext tenantContext,
                     PlatformTransactionManager transactionManager, Clock clock) {
        this.resources = resources;
        this.profiles = profiles;
        this.indexer = indexer;
        this.fhirContext = fhirContext;
        this.tenantContext = tenantContext;
        this.transaction = new TransactionTemplate(transactionManager);
        this.clock = clock;
    }

    /** Writes the batch; answers the entries it did not write because their ifMatch names another version. */
    List<VersionConflict> write(SubmissionBatch batch) {
        for (int attempt = 1; ; attempt++) {
            try {
                return transaction.execute(status -> writeOnce(batch, clock.instant()));
            } catch (DataIntegrityViolationException | ConcurrencyFailureException raceWithAnotherSubmission) {
                if (attempt == ATTEMPTS) {
                    throw raceWithAnotherSubmission;
                }
                log.info("A concurrent submission wrote the same resources; writing the bundle again (attempt {})",
                        attempt + 1);
            }
        }
    }

    private List<VersionConflict> writeOnce(SubmissionBatch batch, Instant now) {
        UUID tenantId = tenantContext.requireTenantId();
        resources.planForCurrentTableSizes();
        List<VersionConflict> conflicts = new ArrayList<>();
        List<AcceptedEntry> toStore = withoutVersionConflicts(batch.entries(), conflicts);
        writeProfiles(tenantId, List.copyOf(toStore), batch.stubs(), toStore, now);
        writeResources(toStore, batch.medications(), now);
        return conflicts;
    }

    /**
     * The entries whose ifMatch, if any, names the stored version. Checked in the transaction that
     * writes them: a concurrent submission that changes the version afterwards makes the update fail
     * its version check, and the retry finds the conflict.
     */
    private List<AcceptedEntry> withoutVersionConflicts(List<AcceptedEntry> entries, List<VersionConflict> conflicts) {
        List<ResourceKey> conditional = entries.stream().filter(entry -> entry.ifMatch() != null).map(AcceptedEntry::key)
                .toList();
        if (conditional.isEmpty()) {
            return new ArrayList<>(entries);
        }
        Map<ResourceKey, StoredVersion> stored = resources.currentVersions(conditional);
        List<AcceptedEntry> matching = new ArrayList<>(entries.size());
        for (AcceptedEntry entry : entries) {
            StoredVersion version = entry.ifMatch() == null ? null : stored.get(entry.key());
            if (entry.ifMatch() != null && (version == null || version.versionId() != entry.ifMatch())) {
                conflicts.add(new VersionConflict(entry.index(), entry.type(), entry.id(), entry.ifMatch(),
                        version == null ? null : version.versionId()));
            } else {
                matching.add(entry);
            }
        }
        return matching;
    }

    private void writeProfiles(UUID tenantId, List<AcceptedEntry> entries, List<StubPatient> stubs,
                               List<AcceptedEntry> toStore, Instant now) {
        Map<UUID, PatientProfile> known = new HashMap<>();
        List<UUID> ids = new ArrayList<>();
        entries.stream().filter(entry -> entry.type() == ServedType.PATIENT)
                .forEach(entry -> ids.add(PatientIds.forFhirId(tenantId, entry.id())));
        stubs.forEach(stub -> ids.add(stub.patientId()));
        if (ids.isEmpty()) {
            return;
        }
        profiles.findByPatientIdIn(ids).forEach(profile -> known.put(profile.getPatientId(), profile));
        for (AcceptedEntry entry : entries) {
            if (entry.type() != ServedType.PATIENT) {
                continue;
            }
            String fhirId = entry.id();
            UUID patientId = PatientIds.forFhirId(tenantId, fhirId);
            PatientProfile profile = known.get(patientId);
            if (profile == null) {
                known.put(patientId, profiles.save(PatientProfile.fromFhir(new PatientKey(tenantId, patientId), fhirId, entry.patientDetails(), now)));
            } else {
                profile.update(entry.patientDetails(), now);
            }
        }
        for (StubPatient stub : stubs) {
            if (!known.containsKey(stub.patientId())) {
                known.put(stub.patientId(), profiles.save(PatientProfile.stub(new PatientKey(tenantId, stub.patientId()), stub.fhirId(),
                        stub.externalId(), now)));
                Patient placeholder = stubResource(stub);
                toStore.add(AcceptedEntry.stub(stub.entryIndex(), placeholder, indexer.index(ServedType.PATIENT, placeholder)));
            }
        }
    }

    /** The Patient a FHIR client finds behind a stub's references until the real one arrives. */
    private static Patient stubResource(StubPatient stub) {
        Patient patient = new Patient();
        patient.setId(stub.fhirId());
        patient.getMeta().addTag(STUB_TAG_SYSTEM, STUB_TAG_CODE, "Created by MedVigil for a reference to an unknown patient");
        return patient;
    }

    private void writeResources(List<AcceptedEntry> entries, List<BundleMedication> medications, Instant now) {
        // An id sent twice in one bundle: the later copy is the one kept.
        Map<ResourceKey, AcceptedEntry> latest = new LinkedHashMap<>();
        for (AcceptedEntry entry : entries) {
            latest.put(entry.key(), entry);
        }
        Map<ResourceKey, BundleMedication> medicationsByKey = new LinkedHashMap<>();
        medications.forEach(medication -> medicationsByKey.put(new ResourceKey(MEDICATION, medication.id()), medication));
        List<ResourceKey> keys = new ArrayList<>(latest.keySet());
        keys.addAll(medicationsByKey.keySet());
        Map<ResourceKey, StoredVersion> stored = resources.currentVersions(keys);
        List<ResourceWrite> writes = new ArrayList<>(latest.size());
        Date lastUpdated = Date.from(now);
        String lastUpdatedText = new InstantType(lastUpdated).getValueAsString();
        latest.forEach((key, entry) -> {
            StoredVersion replacing = stored.get(key);
            int version = ResourceWrite.versionAfter(replacing);
            String versionId = Integer.toString(version);
            String json = entry.json() != null
                    ? entry.json().storedAs(key.id(), versionId, lastUpdatedText)
                    : encodedByHapi(entry.stubResource(), versionId, lastUpdated);
            IndexValues values = entry.searchValues();
            writes.add(new ResourceWrite(key, replacing, now, values.patientRef(), json, values.tokens(), values.date()));
        });
        medicationsByKey.forEach((key, medication) -> {
            StoredVersion replacing = stored.get(key);
            String json = keptMedication(medication, Integer.toString(ResourceWrite.versionAfter(replacing)), lastUpdatedText);
            writes.add(new ResourceWrite(key, replacing, now, null, json, List.of()));
        });
        resources.store(writes);
    }

    /**
     * A Medication is kept as its id and code only: nothing else of it is read, and it is not served
     * (its type is not among the seven), so no search values.
     */
    private static String keptMedication(BundleMedication medication, String versionId, String lastUpdated) {
        ObjectNode kept = JsonNodeFactory.instance.objectNode().put("resourceType", MEDICATION).put("id", medication.id());
        kept.putObject("meta").put("versionId", versionId).put("lastUpdated", lastUpdated);
        kept.set("code", medication.codeJson());
        return kept.toString();
    }

    /** A stub patient has no submitted JSON: HAPI writes the one the server made. */
    private String encodedByHapi(Resource resource, String versionId, Date lastUpdated) {
        resource.getMeta().setVersionId(versionId).setLastUpdated(lastUpdated);
        return fhirContext.newJsonParser().encodeResourceToString(resource);
    }
}
