package com.medvigil.fhir;

import static com.medvigil.fhir.FhirJson.collection;
import static com.medvigil.fhir.FhirJson.condition;
import static com.medvigil.fhir.FhirJson.medicationStatement;
import static com.medvigil.fhir.FhirJson.observation;
import static com.medvigil.fhir.FhirJson.patient;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import java.time.LocalDate;
import java.util.UUID;

import org.hl7.fhir.r4.model.Patient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.model.patient.PatientIds;
import com.medvigil.model.patient.PatientProfile;
import com.medvigil.model.patient.PatientProfiles;
import com.medvigil.model.patient.Sex;
import com.medvigil.model.tenant.Tenants;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.restassured.response.Response;

/** Spec 2.7 "Patient auto-creation", rules 1 to 4, and the profile a FHIR Patient writes. */
@ApiTest
class StubPatientTest {

    @LocalServerPort
    int port;
    @Autowired
    FhirTestSupport fhir;
    @Autowired
    PatientProfiles profiles;

    Api api;
    TestTenant tenant;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
    }

    Response submit(ObjectNode bundle) {
        return api.asFhirClient(tenant).contentType("application/fhir+json").body(bundle.toString()).post("/v1/fhir/$submit");
    }

    PatientProfile profile(String fhirId) {
        return fhir.inside(tenant, () -> profiles.findByPatientId(PatientIds.forFhirId(tenant.tenantId(), fhirId)).orElse(null));
    }

    void facility(String name, String externalId, boolean active, boolean fhirEnabled) {
        api.as(tenant).contentType("application/json").body("{\"name\": \"" + name + "\", \"externalId\": \"" + externalId
                + "\", \"active\": " + active + ", \"fhirEnabled\": " + fhirEnabled + "}").post("/v1/facilities")
                .then().statusCode(201);
    }

    @Test
    void aReferenceToAnUnknownPatientCreatesAStubWithThatIdAndAWarning() {
        submit(collection(medicationStatement("ms-1", "Patient/unknown-7", "warfarin", "855332", "active"))).then()
                .statusCode(200)
                .body("summary.medicationStatements", equalTo(1))
                .body("summary.patients", equalTo(0))
                .body("summary.warnings", equalTo(1))
                .body("outcome.issue.find { it.severity == 'warning' }.diagnostics", containsString("stub patient"))
                .body("outcome.issue.find { it.severity == 'warning' }.expression[0]",
                        equalTo("Bundle.entry[0].resource.subject"));

        PatientProfile stub = profile("unknown-7");
        assertThat(stub.isStub()).isTrue();
        assertThat(stub.getFhirId()).isEqualTo("unknown-7");
        assertThat(stub.getExternalId()).isNull();
        Patient placeholder = fhir.clientOf(tenant).read().resource(Patient.class).withId("unknown-7").execute();
        assertThat(placeholder.getMeta().getTag()).anySatisfy(tag -> assertThat(tag.getCode()).isEqualTo("stub-patient"));
    }

    @Test
    void oneStubIsCreatedPerPatientNotPerReference() {
        submit(collection(condition("c1", "Patient/x1", "active"), condition("c2", "Patient/x1", "active"),
                observation("o1", "Patient/x2", "laboratory", "1"))).then()
                .body("summary.warnings", equalTo(2))
                .body("summary.conditions", equalTo(2));
        submit(collection(condition("c3", "Patient/x1", "active"))).then().body("summary.warnings", equalTo(0));
    }

    @Test
    void aUuidFhirIdIsThePatientIdAndOtherIdsGetAStableDerivedOne() {
        String uuid = UUID.randomUUID().toString();
        submit(collection(patient(uuid), patient("mrn-0042"))).then().body("summary.patients", equalTo(2));

        assertThat(profile(uuid).getPatientId()).hasToString(uuid);
        PatientProfile derived = profile("mrn-0042");
        assertThat(derived.getPatientId()).isEqualTo(PatientIds.forFhirId(tenant.tenantId(), "mrn-0042"));
        assertThat(derived.getFhirId()).isEqualTo("mrn-0042");
    }

    @Test
    void aPatientInTheSameBundleMeansNoStub() {
        submit(collection(observation("o1", "Patient/p1", "laboratory", "1"),
                patient("p1", "MRN-1", "Doe", "Jane", "female", "1970-04-02"))).then()
                .body("summary.warnings", equalTo(0))
                .body("summary.patients", equalTo(1));

        PatientProfile profile = profile("p1");
        assertThat(profile.isStub()).isFalse();
        assertThat(profile.getExternalId()).isEqualTo("MRN-1");
    }

    @Test
    void aPatientResourceFillsTheProfile() {
        ObjectNode patient = patient("p1", "MRN-1", "Doe", "Jane", "female", "1970-04-02");
        patient.putArray("telecom").addObject().put("system", "phone").put("value", "555-0100");
        patient.putArray("extension").addObject().put("url", "http://hl7.org/fhir/us/core/StructureDefinition/us-core-ethnicity")
                .putArray("extension").addObject().put("url", "text").put("valueString", "Not Hispanic or Latino");

        submit(collection(patient)).then().body("summary.errors", equalTo(0));

        PatientProfile profile = profile("p1");
        assertThat(profile.getDemographics().firstName()).isEqualTo("Jane");
        assertThat(profile.getDemographics().lastName()).isEqualTo("Doe");
        assertThat(profile.getDemographics().sex()).isEqualTo(Sex.FEMALE);
        assertThat(profile.getDemographics().dateOfBirth()).isEqualTo(LocalDate.of(1970, 4, 2));
        assertThat(profile.getDemographics().phone()).isEqualTo("555-0100");
        assertThat(profile.getDemographics().ethnicity()).isEqualTo("Not Hispanic or Latino");
        assertThat(profile.getExternalId()).isEqualTo("MRN-1");
    }

    /** Found by {@code CdsHooksFuzzTest}: a phone without a number failed the whole bundle with a 500. */
    @Test
    void aPhoneWithoutANumberAndAGivenNameThatIsOnlyAnExtensionAreLeftOutOfTheProfile() {
        ObjectNode patient = patient("p1", "MRN-1", "Doe", "Jane", "female", "1970-04-02");
        ObjectNode name = (ObjectNode) patient.path("name").get(0);
        ((ArrayNode) name.get("given")).insertNull(0);
        name.putArray("_given").addObject().putArray("extension").addObject()
                .put("url", "http://hl7.org/fhir/StructureDefinition/data-absent-reason").put("valueCode", "masked");
        patient.putArray("telecom").addObject().put("system", "phone").putArray("extension").addObject()
                .put("url", "http://hl7.org/fhir/StructureDefinition/data-absent-reason").put("valueCode", "unknown");

        submit(collection(patient)).then().statusCode(200).body("summary.errors", equalTo(0));

        PatientProfile profile = profile("p1");
        assertThat(profile.getDemographics().firstName()).isEqualTo("Jane");
        assertThat(profile.getDemographics().phone()).isNull();
    }

    @Test
    void aLaterPatientEnrichesTheStub() {
        submit(collection(condition("c1", "Patient/late", "active"))).then().body("summary.warnings", equalTo(1));
        assertThat(profile("late").isStub()).isTrue();

        submit(collection(patient("late", "MRN-9", "Late", "Lou", "male", "1955-05-05"))).then()
                .body("summary.patients", equalTo(1)).body("summary.warnings", equalTo(0));

        PatientProfile enriched = profile("late");
        assertThat(enriched.isStub()).isFalse();
        assertThat(enriched.getDemographics().lastName()).isEqualTo("Late");
        assertThat(enriched.getExternalId()).isEqualTo("MRN-9");
        Patient stored = fhir.clientOf(tenant).read().resource(Patient.class).withId("late").execute();
        assertThat(stored.getMeta().getVersionId()).isEqualTo("2");
        assertThat(stored.getMeta().getTag()).isEmpty();
        assertThat(stored.getNameFirstRep().getFamily()).isEqualTo("Late");
    }

    @Test
    void aStubNeverOverwritesExistingDemographics() {
        submit(collection(patient("known", "MRN-5", "Known", "Kim", "female", "1980-08-08"))).then().statusCode(200);

        submit(collection(medicationStatement("ms-k", "Patient/known", "warfarin", "855332", "active"))).then()
                .body("summary.warnings", equalTo(0));

        PatientProfile profile = profile("known");
        assertThat(profile.isStub()).isFalse();
        assertThat(profile.getDemographics().lastName()).isEqualTo("Known");
        assertThat(profile.getExternalId()).isEqualTo("MRN-5");
        assertThat(fhir.clientOf(tenant).read().resource(Patient.class).withId("known").execute().getMeta().getVersionId())
                .isEqualTo("1");
    }

    @Test
    void aPatientWithoutDemographicsNeverErasesStoredOnes() {
        submit(collection(patient("p1", "MRN-1", "Doe", "Jane", "female", "1970-04-02"))).then().statusCode(200);
        submit(collection(patient("p1"))).then().body("summary.patients", equalTo(1));

        assertThat(profile("p1").getDemographics().lastName()).isEqualTo("Doe");
        assertThat(profile("p1").getExternalId()).isEqualTo("MRN-1");
    }

    @Test
    void rule4aTheStubTakesTheIdentifierOfARefusedPatientWithTheSameIdInTheBundle() {
        facility("Main", "FAC-MAIN", true, true);
        ObjectNode refused = patient("p-bad", "MRN-FROM-BUNDLE", "Bad", "Bea", "female", "not-a-date");

        submit(collection(refused, observation("o1", "Patient/p-bad", "laboratory", "1"))).then()
                .body("summary.errors", equalTo(1))
                .body("summary.observations", equalTo(1))
                .body("summary.warnings", equalTo(1));

        PatientProfile stub = profile("p-bad");
        assertThat(stub.isStub()).isTrue();
        assertThat(stub.getExternalId()).isEqualTo("MRN-FROM-BUNDLE");
    }

    @Test
    void rule4bTheStubTakesTheDefaultFacilitysExternalId() {
        facility("Inactive", "FAC-INACTIVE", false, true);
        facility("Not FHIR", "FAC-NOFHIR", true, false);
        facility("Oldest eligible", "FAC-DEFAULT", true, true);
        facility("Newer eligible", "FAC-NEWER", true, true);

        submit(collection(observation("o1", "Patient/walk-in", "laboratory", "1"))).then().body("summary.warnings", equalTo(1));

        assertThat(profile("walk-in").getExternalId()).isEqualTo("FAC-DEFAULT");
    }

    @Test
    void rule4cWithoutAnEligibleFacilityTheStubHasNoExternalId() {
        facility("Inactive", "FAC-INACTIVE", false, true);

        submit(collection(observation("o1", "Patient/walk-in", "laboratory", "1"))).then().body("summary.warnings", equalTo(1));

        assertThat(profile("walk-in").getExternalId()).isNull();
    }

    @Test
    void twoTenantsMaySendTheSameUuidPatient() {
        String uuid = UUID.randomUUID().toString();
        TestTenant other = api.registerTenant();
        api.asFhirClient(other).contentType("application/fhir+json")
                .body(collection(patient(uuid, "OTHER", "Other", "Olga", "female", "1990-01-01")).toString())
                .post("/v1/fhir/$submit").then().body("summary.patients", equalTo(1));

        submit(collection(patient(uuid, "MINE", "Mine", "Mia", "female", "1991-01-01"))).then()
                .body("summary.patients", equalTo(1)).body("summary.errors", equalTo(0));

        assertThat(profile(uuid).getExternalId()).isEqualTo("MINE");
    }
}
