package com.medvigil.assessment;

import java.time.Clock;

import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.assessment.web.AssessmentRequest;
import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.error.FieldPath;
import com.medvigil.model.patient.PatientDetails;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.patient.PatientRegistry;
import com.medvigil.patient.web.PatientRequest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Accepts an assessment request: everything is checked first, then the patient block is upserted
 * onto the profile and the assessment and its job are stored, in one transaction.
 */
@Service
public class AssessmentSubmission {

    private final PatientRegistry patients;
    private final AssessmentIntake intake;
    private final TransactionTemplate transaction;
    private final ObjectMapper json;
    private final Clock clock;
    private final TenantContext tenantContext;
    private final AssessmentMetrics metrics;

    AssessmentSubmission(PatientRegistry patients, AssessmentIntake intake, PlatformTransactionManager transactionManager,
                         ObjectMapper json, Clock clock, TenantContext tenantContext, AssessmentMetrics metrics) {
        this.patients = patients;
        this.intake = intake;
        this.transaction = new TransactionTemplate(transactionManager);
        this.json = json;
        this.clock = clock;
        this.tenantContext = tenantContext;
        this.metrics = metrics;
    }

    public Assessment submit(AssessmentRequest request) {
        FieldPath patientField = FieldPath.root("patient");
        PatientRequest patient = patientField.required(request.patient());
        request.clinicalInputs();
        PatientDetails details = patient.details(patientField, clock, json);
        String requestJson = serialized(request);
        Assessment accepted = transaction.execute(status -> {
            PatientRegistry.Upserted upserted = patients.upsert(patient.patientId(), details);
            return intake.accept(upserted.profile().getPatientId(), requestJson);
        });
        metrics.accepted(tenantContext.requireTenantId());
        return accepted;
    }

    private String serialized(AssessmentRequest request) {
        try {
            return json.writeValueAsString(request);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A checked request always serialises", e);
        }
    }
}
