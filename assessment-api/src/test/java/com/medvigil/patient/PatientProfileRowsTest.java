package com.medvigil.patient;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.patient.Demographics;
import com.medvigil.model.patient.PatientDetails;
import com.medvigil.model.patient.PatientKey;
import com.medvigil.model.patient.PatientProfile;
import com.medvigil.model.patient.PatientProfileRows;
import com.medvigil.model.patient.PatientProfiles;
import com.medvigil.model.patient.ReproductiveStatus;
import com.medvigil.model.patient.Sex;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

/**
 * The plain-SQL read of a profile ({@link PatientProfileRows}, the CDS Hooks hot path) is a second
 * mapping of the patient table beside Hibernate's: it must read every field Hibernate reads, or a
 * profile saved after it would write the missed field back as null.
 */
@ApiTest
class PatientProfileRowsTest {

    @LocalServerPort
    int port;
    @Autowired
    PatientProfileRows rows;
    @Autowired
    PatientProfiles profiles;
    @Autowired
    TenantContext tenantContext;
    @Autowired
    PlatformTransactionManager transactionManager;

    @Test
    void theSqlReadHoldsEveryFieldHibernateReads() {
        TestTenant tenant = new Api(port).registerTenant();
        TransactionTemplate transaction = new TransactionTemplate(transactionManager);
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        List<PatientProfile> stored = List.of(
                PatientProfile.fromFhir(new PatientKey(tenant.tenantId(), UUID.randomUUID()), "born-" + UUID.randomUUID(),
                        new PatientDetails("MRN-1", new Demographics("Ada", "Lovelace", "+44 20 7946 0000",
                                LocalDate.of(1980, 12, 10), null, null, Sex.FEMALE, "woman", new BigDecimal("61.50"),
                                new BigDecimal("165.00"), "British"), ReproductiveStatus.BREASTFEEDING,
                                "[{\"name\":\"estradiol\"}]"), now),
                PatientProfile.fromFhir(new PatientKey(tenant.tenantId(), UUID.randomUUID()), "aged-" + UUID.randomUUID(),
                        new PatientDetails(null, new Demographics(null, null, null, null, 72, LocalDate.of(2026, 1, 2),
                                Sex.MALE, null, null, null, null), null, null), now),
                PatientProfile.stub(new PatientKey(tenant.tenantId(), UUID.randomUUID()), "stub-" + UUID.randomUUID(),
                        "FACILITY-DEFAULT", now));

        tenantContext.runAs(tenant.tenantId(), () -> {
            transaction.executeWithoutResult(status -> profiles.saveAll(stored));
            for (PatientProfile profile : stored) {
                PatientProfile bySql = transaction.execute(status -> rows.find(profile.getId()).orElseThrow());
                PatientProfile byHibernate = transaction.execute(status -> profiles.findById(profile.getId()).orElseThrow());
                assertThat(bySql).usingRecursiveComparison().isEqualTo(byHibernate);
            }
        });
    }

    @Test
    void anotherTenantsKeyFindsNothing() {
        TestTenant owner = new Api(port).registerTenant();
        TestTenant other = new Api(port).registerTenant();
        PatientKey ownersKey = new PatientKey(owner.tenantId(), UUID.randomUUID());
        TransactionTemplate transaction = new TransactionTemplate(transactionManager);
        tenantContext.runAs(owner.tenantId(), () -> transaction.executeWithoutResult(status -> profiles.save(
                PatientProfile.stub(ownersKey, "p-" + UUID.randomUUID(), null, Instant.now()))));

        Optional<PatientProfile> found = tenantContext.callAs(other.tenantId(), () -> transaction.execute(
                status -> rows.find(new PatientKey(other.tenantId(), ownersKey.patientId()))));
        assertThat(found).isEmpty();
    }
}
