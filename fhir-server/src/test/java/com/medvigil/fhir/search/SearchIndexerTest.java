package com.medvigil.fhir.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Coding;
import org.hl7.fhir.r4.model.Condition;
import org.hl7.fhir.r4.model.MedicationStatement;
import org.hl7.fhir.r4.model.Observation;
import org.hl7.fhir.r4.model.Patient;
import org.hl7.fhir.r4.model.Reference;
import org.junit.jupiter.api.Test;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.store.IndexedToken;

import ca.uhn.fhir.context.FhirContext;

class SearchIndexerTest {

    static final FhirContext FHIR = FhirContext.forR4();
    final SearchIndexer indexer = new SearchIndexer(FHIR, new SearchParameters(FHIR));

    @Test
    void anObservationIsIndexedByPatientCategoryAndEveryCodeCoding() {
        Observation observation = new Observation();
        observation.setSubject(new Reference("Patient/p1"));
        observation.addCategory(new CodeableConcept(new Coding("http://terminology.hl7.org/CodeSystem/observation-category",
                "laboratory", null)));
        observation.setCode(new CodeableConcept(new Coding("http://loinc.org", "2160-0", null))
                .addCoding(new Coding("http://example.org/local", "CREA", null)));

        IndexValues values = indexer.index(ServedType.OBSERVATION, observation);

        assertThat(values.patientRef()).isEqualTo("p1");
        assertThat(values.tokens()).containsExactlyInAnyOrder(
                new IndexedToken("category", "http://terminology.hl7.org/CodeSystem/observation-category", "laboratory"),
                new IndexedToken("code", "http://loinc.org", "2160-0"),
                new IndexedToken("code", "http://example.org/local", "CREA"));
    }

    @Test
    void aSubjectThatIsNotAPatientGivesNoPatient() {
        Observation observation = new Observation();
        observation.setSubject(new Reference("Group/g1"));

        assertThat(indexer.index(ServedType.OBSERVATION, observation).patientRef()).isNull();
    }

    @Test
    void aConditionsStatusIsItsClinicalStatus() {
        Condition condition = new Condition();
        condition.setSubject(new Reference("Patient/p2"));
        condition.setClinicalStatus(new CodeableConcept(new Coding("http://terminology.hl7.org/CodeSystem/condition-clinical",
                "active", null)));

        assertThat(indexer.index(ServedType.CONDITION, condition).tokens()).containsExactly(
                new IndexedToken("status", "http://terminology.hl7.org/CodeSystem/condition-clinical", "active"));
    }

    @Test
    void aMedicationStatementStatusCarriesItsCodeSystem() {
        MedicationStatement statement = new MedicationStatement();
        statement.setSubject(new Reference("Patient/p3"));
        statement.setStatus(MedicationStatement.MedicationStatementStatus.ACTIVE);

        IndexValues values = indexer.index(ServedType.MEDICATION_STATEMENT, statement);

        assertThat(values.patientRef()).isEqualTo("p3");
        assertThat(values.tokens()).containsExactly(
                new IndexedToken("status", "http://hl7.org/fhir/CodeSystem/medication-statement-status", "active"));
    }

    @Test
    void aPatientIsItsOwnPatientAndIsIndexedByEveryIdentifier() {
        Patient patient = new Patient();
        patient.setId("p4");
        patient.addIdentifier().setSystem("urn:mrn").setValue("MRN-4");
        patient.addIdentifier().setValue("no-system");

        IndexValues values = indexer.index(ServedType.PATIENT, patient);

        assertThat(values.patientRef()).isEqualTo("p4");
        assertThat(values.tokens()).containsExactlyInAnyOrder(new IndexedToken("identifier", "urn:mrn", "MRN-4"),
                new IndexedToken("identifier", null, "no-system"));
    }

    @Test
    void theIndexedPathsAreHapisBuiltInOnes() {
        SearchParameters parameters = new SearchParameters(FHIR);
        SearchParameter patient = parameters.find(ServedType.OBSERVATION, "subject").orElseThrow();

        assertThat(parameters.pathOf(ServedType.OBSERVATION, patient))
                .isEqualTo("Observation.subject.where(resolve() is Patient)");
        assertThat(parameters.acceptedNames(ServedType.CONDITION))
                .containsExactly("_id", "clinical-status", "patient", "status", "subject");
    }
}
