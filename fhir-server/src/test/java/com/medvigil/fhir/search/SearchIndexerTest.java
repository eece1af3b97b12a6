package com.medvigil.fhir.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Coding;
import org.hl7.fhir.r4.model.Condition;
import org.hl7.fhir.r4.model.MedicationStatement;
import org.hl7.fhir.r4.model.Observation;
import org.hl7.fhir.r4.model.Patient;
import org.hl7.fhir.r4.model.Reference;
import org.junit.jupiter.api.Test;

import com.medvigil.fhir.FhirServerConfiguration;
import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.store.IndexedToken;

import ca.uhn.fhir.context.FhirContext;

class SearchIndexerTest {

    static final FhirContext FHIR = FhirServerConfiguration.newFhirContext();
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

    /**
     * The application's context knows FHIR's types without their elements (TypeHierarchy); the
     * paths must index exactly as with HAPI's complete definitions, including {@code resolve() is}.
     */
    @Test
    void theApplicationsContextIndexesAsOneWithHapisCompleteDefinitions() {
        FhirContext complete = FhirContext.forR4();
        SearchIndexer withCompleteDefinitions = new SearchIndexer(complete, new SearchParameters(complete));
        Observation observation = new Observation();
        observation.setSubject(new Reference("Patient/p5"));
        observation.addCategory(new CodeableConcept(new Coding("http://terminology.hl7.org/CodeSystem/observation-category",
                "vital-signs", null)));
        observation.setCode(new CodeableConcept(new Coding("http://loinc.org", "8867-4", null)));
        Observation aboutAGroup = new Observation().setSubject(new Reference("Group/g2"));
        Condition condition = new Condition().setSubject(new Reference("Patient/p5"));
        condition.setClinicalStatus(new CodeableConcept(new Coding("http://terminology.hl7.org/CodeSystem/condition-clinical",
                "resolved", null)));
        MedicationStatement statement = new MedicationStatement().setSubject(new Reference("Patient/p5"))
                .setStatus(MedicationStatement.MedicationStatementStatus.COMPLETED);
        Patient patient = new Patient();
        patient.setId("p5");
        patient.addIdentifier().setSystem("urn:mrn").setValue("MRN-5");

        assertThat(indexer.index(ServedType.OBSERVATION, observation))
                .isEqualTo(withCompleteDefinitions.index(ServedType.OBSERVATION, observation))
                .isEqualTo(new IndexValues("p5", List.of(
                        new IndexedToken("category", "http://terminology.hl7.org/CodeSystem/observation-category", "vital-signs"),
                        new IndexedToken("code", "http://loinc.org", "8867-4"))));
        assertThat(indexer.index(ServedType.OBSERVATION, aboutAGroup))
                .isEqualTo(withCompleteDefinitions.index(ServedType.OBSERVATION, aboutAGroup));
        assertThat(indexer.index(ServedType.CONDITION, condition))
                .isEqualTo(withCompleteDefinitions.index(ServedType.CONDITION, condition));
        assertThat(indexer.index(ServedType.MEDICATION_STATEMENT, statement))
                .isEqualTo(withCompleteDefinitions.index(ServedType.MEDICATION_STATEMENT, statement));
        assertThat(indexer.index(ServedType.PATIENT, patient))
                .isEqualTo(withCompleteDefinitions.index(ServedType.PATIENT, patient));
    }

    @Test
    void theIndexedPathsAreHapisBuiltInOnes() {
        SearchParameters parameters = new SearchParameters(FHIR);
        SearchParameter patient = parameters.find(ServedType.OBSERVATION, "subject").orElseThrow();

        assertThat(parameters.pathOf(ServedType.OBSERVATION, patient))
                .isEqualTo("Observation.subject.where(resolve() is Patient)");
        assertThat(parameters.acceptedNames(ServedType.CONDITION))
                .containsExactly("_id", "_lastUpdated", "clinical-status", "patient", "recorded-date", "status", "subject");
    }
}
