package com.medvigil.model.patient;

import java.util.List;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;

/** The medications the current tenant's patients take, per FHIR MedicationStatements. */
public interface ActiveMedications extends JpaRepository<ActiveMedication, UUID> {

    List<ActiveMedication> findByPatientIdOrderByStatementIdAsc(UUID patientId);
}
