package com.medvigil.assessment;

import java.util.UUID;

import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.patient.PatientDetails;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.patient.PatientRegistry;

/**
 * Accepts a checked assessment request: the patient block is upserted onto the profile and the
 * assessment, with its stored request, and its job are written, in one transaction.
 */
@Service
public class AssessmentSubmission {

    private final PatientRegistry patients;
    private final AssessmentIntake intake;
    private final TransactionTemplate transaction;
    private final StoredRequests requests;
    private final TenantContext tenantContext;
    private final AssessmentMetrics metrics;

    AssessmentSubmission(PatientRegistry patients, AssessmentIntake intake, PlatformTransactionManager transactionManager,
                         StoredRequests requests, TenantContext tenantContext, AssessmentMetrics metrics) {
        this.patients = patients;
        this.intake = intake;
        this.transaction = new TransactionTemplate(transactionManager);
        this.requests = requests;
        this.tenantContext = tenantContext;
        this.metrics = metrics;
    }

    /** {@code patientId} null: the profile is found by the details' externalId, or created. */
    public Assessment submit(UUID patientId, PatientDetails details, ClinicalInputs inputs) {
        String requestJson = requests.write(inputs);
        Assessment accepted = transaction.execute(status -> {
            PatientRegistry.Upserted upserted = patients.upsert(patientId, details);
            return intake.accept(upserted.profile().getPatientId(), requestJson);
        });
        metrics.accepted(tenantContext.requireTenantId());
        return accepted;
    }
}
