package com.medvigil.fhir;

import static com.medvigil.fhir.FhirJson.allergy;
import static com.medvigil.fhir.FhirJson.collection;
import static com.medvigil.fhir.FhirJson.condition;
import static com.medvigil.fhir.FhirJson.encounter;
import static com.medvigil.fhir.FhirJson.medicationRequest;
import static com.medvigil.fhir.FhirJson.medicationStatement;
import static com.medvigil.fhir.FhirJson.observation;
import static com.medvigil.fhir.FhirJson.patient;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.hl7.fhir.r4.model.AllergyIntolerance;
import org.hl7.fhir.r4.model.Bundle;
import org.hl7.fhir.r4.model.CapabilityStatement;
import org.hl7.fhir.r4.model.CapabilityStatement.CapabilityStatementRestResourceComponent;
import org.hl7.fhir.r4.model.CapabilityStatement.CapabilityStatementRestResourceSearchParamComponent;
import org.hl7.fhir.r4.model.Condition;
import org.hl7.fhir.r4.model.Encounter;
import org.hl7.fhir.r4.model.MedicationRequest;
import org.hl7.fhir.r4.model.MedicationStatement;
import org.hl7.fhir.r4.model.Observation;
import org.hl7.fhir.r4.model.OperationOutcome;
import org.hl7.fhir.r4.model.Patient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.model.tenant.Tenants;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import ca.uhn.fhir.rest.client.api.IGenericClient;
import ca.uhn.fhir.rest.gclient.ReferenceClientParam;
import ca.uhn.fhir.rest.gclient.TokenClientParam;
import ca.uhn.fhir.rest.server.exceptions.AuthenticationException;
import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;
import ca.uhn.fhir.rest.server.exceptions.ResourceNotFoundException;

/** Read and search as a FHIR-native client does them: with HAPI's generic client over HTTP. */
@ApiTest
class FhirSearchTest {

    @LocalServerPort
    int port;
    @Autowired
    FhirTestSupport fhir;

    Api api;
    TestTenant tenant;
    IGenericClient client;

    @BeforeEach
    void storeTwoPatientsRecords() {
        api = new Api(port);
        tenant = api.registerTenant();
        client = fhir.clientOf(tenant);
        api.asFhirClient(tenant).contentType("application/fhir+json").body(collection(
                patient("p1", "MRN-1", "Doe", "Jane", "female", "1970-04-02"),
                patient("p2", "MRN-2", "Roe", "Rick", "male", "1961-11-30"),
                medicationStatement("ms-1", "Patient/p1", "warfarin", "855332", "active"),
                medicationStatement("ms-2", "Patient/p1", "simvastatin", "198211", "stopped"),
                medicationStatement("ms-3", "Patient/p2", "warfarin", "855332", "active"),
                medicationRequest("mr-1", "Patient/p1", "active"),
                condition("c-1", "Patient/p1", "active"), condition("c-2", "Patient/p1", "resolved"),
                allergy("a-1", "Patient/p1", "active"), allergy("a-2", "Patient/p2", "inactive"),
                observation("o-1", "Patient/p1", "laboratory", "2160-0"),
                observation("o-2", "Patient/p1", "laboratory", "6298-4"),
                observation("o-3", "Patient/p1", "vital-signs", "8867-4"),
                observation("o-4", "Patient/p2", "laboratory", "2160-0"),
                encounter("e-1", "Patient/p1", "finished"), encounter("e-2", "Patient/p1", "in-progress")).toString())
                .post("/v1/fhir/$submit").then().statusCode(200).body("summary.errors", equalTo(0));
    }

    private static Set<String> ids(Bundle bundle) {
        return bundle.getEntry().stream().map(e -> e.getResource().getIdElement().getIdPart()).collect(Collectors.toSet());
    }

    private Bundle search(String query) {
        return client.search().byUrl(query).returnBundle(Bundle.class).execute();
    }

    @Test
    void readReturnsTheLatestCopyInNativeFhirForm() {
        Patient patient = client.read().resource(Patient.class).withId("p1").execute();

        assertThat(patient.getNameFirstRep().getFamily()).isEqualTo("Doe");
        assertThat(patient.getMeta().getVersionId()).isEqualTo("1");
        assertThat(patient.getMeta().getLastUpdated()).isNotNull();
    }

    @Test
    void readingAMissingResourceIs404WithAnOperationOutcome() {
        assertThatThrownBy(() -> client.read().resource(Observation.class).withId("nope").execute())
                .isInstanceOf(ResourceNotFoundException.class);
        api.asFhirClient(tenant).get("/v1/fhir/Observation/nope").then().statusCode(404)
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].severity", equalTo("error"));
    }

    @Test
    void anotherTenantsResourcesAreInvisible() {
        TestTenant other = api.registerTenant();
        IGenericClient otherClient = fhir.clientOf(other);

        assertThatThrownBy(() -> otherClient.read().resource(Patient.class).withId("p1").execute())
                .isInstanceOf(ResourceNotFoundException.class);
        assertThat(otherClient.search().forResource(Observation.class).returnBundle(Bundle.class).execute().getTotal())
                .isZero();
        assertThat(otherClient.search().forResource(Patient.class).where(new TokenClientParam("identifier").exactly()
                .systemAndCode("urn:mrn", "MRN-1")).returnBundle(Bundle.class).execute().getTotal()).isZero();
    }

    @Test
    void theSameIdsInAnotherTenantAreItsOwn() {
        TestTenant other = api.registerTenant();
        api.asFhirClient(other).contentType("application/fhir+json")
                .body(collection(patient("p1", "OTHER", "Other", "Olga", "female", "1990-01-01")).toString())
                .post("/v1/fhir/$submit").then().statusCode(200);

        assertThat(fhir.clientOf(other).read().resource(Patient.class).withId("p1").execute().getNameFirstRep().getFamily())
                .isEqualTo("Other");
        assertThat(client.read().resource(Patient.class).withId("p1").execute().getNameFirstRep().getFamily())
                .isEqualTo("Doe");
    }

    @Test
    void aSearchsetHasTotalAndEveryMatchWithItsFullUrl() {
        Bundle bundle = client.search().forResource(Observation.class)
                .where(new ReferenceClientParam("patient").hasId("Patient/p1")).returnBundle(Bundle.class).execute();

        assertThat(bundle.getType()).isEqualTo(Bundle.BundleType.SEARCHSET);
        assertThat(bundle.getTotal()).isEqualTo(3);
        assertThat(ids(bundle)).containsExactlyInAnyOrder("o-1", "o-2", "o-3");
        assertThat(bundle.getEntry()).allSatisfy(entry -> assertThat(entry.getFullUrl())
                .startsWith("http://localhost:" + port + "/v1/fhir/Observation/"));
        assertThat(bundle.getLink(Bundle.LINK_NEXT)).isNull();
    }

    @Test
    void patientTakesAReferenceABareIdOrAnAbsoluteUrl() {
        assertThat(ids(search("MedicationStatement?patient=Patient/p1"))).containsExactlyInAnyOrder("ms-1", "ms-2");
        assertThat(ids(search("MedicationStatement?patient=p1"))).containsExactlyInAnyOrder("ms-1", "ms-2");
        assertThat(ids(search("MedicationStatement?patient=https://ehr.example.org/fhir/Patient/p1")))
                .containsExactlyInAnyOrder("ms-1", "ms-2");
        assertThat(ids(search("MedicationStatement?patient=p1,p2"))).containsExactlyInAnyOrder("ms-1", "ms-2", "ms-3");
    }

    @Test
    void subjectIsAnAliasOfPatient() {
        assertThat(ids(search("Encounter?subject=Patient/p1"))).containsExactlyInAnyOrder("e-1", "e-2");
        assertThat(ids(search("AllergyIntolerance?subject=p2"))).containsExactly("a-2");
    }

    @Test
    void everyTypeSearchesByPatient() {
        assertThat(ids(search("MedicationRequest?patient=p1"))).containsExactly("mr-1");
        assertThat(ids(search("Condition?patient=p1"))).containsExactlyInAnyOrder("c-1", "c-2");
        assertThat(ids(search("AllergyIntolerance?patient=p1"))).containsExactly("a-1");
        assertThat(ids(search("Encounter?patient=p2"))).isEmpty();
        assertThat(client.search().forResource(MedicationRequest.class).returnBundle(Bundle.class).execute().getTotal())
                .isEqualTo(1);
    }

    @Test
    void statusFiltersByStatusAndClinicalStatus() {
        assertThat(ids(search("MedicationStatement?patient=p1&status=active"))).containsExactly("ms-1");
        assertThat(ids(search("Encounter?status=in-progress"))).containsExactly("e-2");
        assertThat(ids(search("MedicationRequest?status=active"))).containsExactly("mr-1");
        assertThat(ids(search("Condition?patient=p1&status=active"))).containsExactly("c-1");
        assertThat(ids(search("Condition?clinical-status=resolved"))).containsExactly("c-2");
        assertThat(ids(search("Condition?clinical-status=http://terminology.hl7.org/CodeSystem/condition-clinical|active")))
                .containsExactly("c-1");
        assertThat(ids(search("AllergyIntolerance?status=inactive"))).containsExactly("a-2");
        assertThat(ids(search("MedicationStatement?status=active,stopped&patient=p1"))).containsExactlyInAnyOrder("ms-1", "ms-2");
    }

    @Test
    void observationsByCategoryAndCodeWithOrWithoutSystem() {
        assertThat(ids(search("Observation?patient=p1&category=laboratory"))).containsExactlyInAnyOrder("o-1", "o-2");
        assertThat(ids(search("Observation?patient=Patient/p1&category="
                + "http://terminology.hl7.org/CodeSystem/observation-category|laboratory"))).containsExactlyInAnyOrder("o-1", "o-2");
        assertThat(ids(search("Observation?code=http://loinc.org|2160-0"))).containsExactlyInAnyOrder("o-1", "o-4");
        assertThat(ids(search("Observation?code=2160-0&patient=p2"))).containsExactly("o-4");
        assertThat(ids(search("Observation?code=http://snomed.info/sct|2160-0"))).isEmpty();
        assertThat(ids(search("Observation?code=|2160-0"))).isEmpty();
        assertThat(ids(search("Observation?category=http://terminology.hl7.org/CodeSystem/observation-category|")))
                .hasSize(4);
    }

    @Test
    void patientsByIdentifier() {
        Bundle byValue = client.search().forResource(Patient.class).where(new TokenClientParam("identifier").exactly()
                .code("MRN-2")).returnBundle(Bundle.class).execute();
        Bundle bySystemAndValue = client.search().forResource(Patient.class).where(new TokenClientParam("identifier")
                .exactly().systemAndCode("urn:mrn", "MRN-1")).returnBundle(Bundle.class).execute();

        assertThat(ids(byValue)).containsExactly("p2");
        assertThat(ids(bySystemAndValue)).containsExactly("p1");
        assertThat(ids(search("Patient?identifier=other-system|MRN-1"))).isEmpty();
    }

    @Test
    void underscoreIdSelectsByLogicalId() {
        assertThat(ids(search("Observation?_id=o-2,o-3&category=laboratory"))).containsExactly("o-2");
        assertThat(ids(search("Patient?_id=p2"))).containsExactly("p2");
    }

    @Test
    void anUnknownParameterIs400NamingIt() {
        assertThatThrownBy(() -> search("Observation?patient=p1&catgory=laboratory"))
                .isInstanceOf(InvalidRequestException.class);
        api.asFhirClient(tenant).get("/v1/fhir/Observation?patient=p1&catgory=laboratory").then().statusCode(400)
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].diagnostics", containsString("Unknown search parameter 'catgory' for Observation; supported: "))
                .body("issue[0].diagnostics", containsString("category"));
        api.asFhirClient(tenant).get("/v1/fhir/Patient?name=Doe").then().statusCode(400)
                .body("issue[0].diagnostics", containsString("'name'"));
    }

    @Test
    void unsupportedModifiersAndChainsAre400() {
        api.asFhirClient(tenant).get("/v1/fhir/Observation?code:text=creatinine").then().statusCode(400)
                .body("issue[0].diagnostics", containsString("modifier"));
        api.asFhirClient(tenant).get("/v1/fhir/Observation?patient.identifier=MRN-1").then().statusCode(400)
                .body("issue[0].diagnostics", containsString("patient.identifier"));
        api.asFhirClient(tenant).get("/v1/fhir/Observation?patient=Group/g1").then().statusCode(400)
                .body("issue[0].diagnostics", containsString("Patient reference"));
    }

    @Test
    void resultParametersAreAllowed() {
        api.asFhirClient(tenant).get("/v1/fhir/Patient?identifier=MRN-1&_format=json&_pretty=true").then().statusCode(200)
                .body("total", equalTo(1));
        api.asFhirClient(tenant).get("/v1/fhir/Patient/p1?_format=xml").then().statusCode(200)
                .contentType(containsString("xml"));
    }

    @Test
    void theCapabilityStatementListsTheSevenTypesTheirParametersAndSubmit() {
        CapabilityStatement capabilities = client.capabilities().ofType(CapabilityStatement.class).execute();

        List<CapabilityStatementRestResourceComponent> resources = capabilities.getRestFirstRep().getResource();
        assertThat(resources.stream().map(CapabilityStatementRestResourceComponent::getType)).contains("Patient",
                "MedicationStatement", "MedicationRequest", "Condition", "AllergyIntolerance", "Observation", "Encounter");
        assertThat(searchParams(resources, "Observation")).contains("patient", "subject", "category", "code", "_id");
        assertThat(searchParams(resources, "Condition")).contains("patient", "status", "clinical-status");
        assertThat(searchParams(resources, "Patient")).contains("identifier", "_id");
        assertThat(capabilities.getRestFirstRep().getOperation()).anySatisfy(op -> assertThat(op.getName()).isEqualTo("submit"));
    }

    private static List<String> searchParams(List<CapabilityStatementRestResourceComponent> resources, String type) {
        return resources.stream().filter(r -> r.getType().equals(type)).findFirst().orElseThrow().getSearchParam().stream()
                .map(CapabilityStatementRestResourceSearchParamComponent::getName).toList();
    }

    @Test
    void aWrongKeyIs401WithAnOperationOutcome() {
        IGenericClient stranger = fhir.clientOf(new TestTenant(tenant.tenantId(), tenant.code(), "mvk_wrong"));
        assertThatThrownBy(() -> stranger.read().resource(Patient.class).withId("p1").execute())
                .isInstanceOf(AuthenticationException.class);
        api.anonymous().get("/v1/fhir/Patient/p1").then().statusCode(401)
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].code", equalTo("login"));
    }

    @Test
    void theStoredTypesAreTheSevenOnly() {
        api.asFhirClient(tenant).get("/v1/fhir/Claim").then().statusCode(404)
                .body("resourceType", equalTo(OperationOutcome.class.getSimpleName()));
        assertThat(client.read().resource(MedicationStatement.class).withId("ms-1").execute().getStatus().toCode())
                .isEqualTo("active");
        assertThat(client.read().resource(AllergyIntolerance.class).withId("a-1").execute().getPatient().getReference())
                .isEqualTo("Patient/p1");
        assertThat(client.read().resource(Condition.class).withId("c-1").execute().getIdElement().getIdPart()).isEqualTo("c-1");
        assertThat(client.read().resource(Encounter.class).withId("e-1").execute().getStatus().toCode()).isEqualTo("finished");
    }
}
