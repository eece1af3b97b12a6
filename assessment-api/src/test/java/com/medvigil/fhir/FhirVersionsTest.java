package com.medvigil.fhir;

import static com.medvigil.fhir.FhirJson.collection;
import static com.medvigil.fhir.FhirJson.patient;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hamcrest.Matchers.equalTo;

import java.util.List;

import org.hl7.fhir.r4.model.CapabilityStatement;
import org.hl7.fhir.r4.model.CapabilityStatement.CapabilityStatementRestResourceComponent;
import org.hl7.fhir.r4.model.CapabilityStatement.ResourceInteractionComponent;
import org.hl7.fhir.r4.model.Patient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.info.BuildProperties;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import ca.uhn.fhir.rest.client.api.IGenericClient;
import ca.uhn.fhir.rest.server.exceptions.ResourceNotFoundException;
import io.restassured.response.Response;

/**
 * Versions of a stored resource: each submission makes the next one, the earlier ones stay
 * readable by version ({@code _history/n}), and reads carry the version as ETag so that a client
 * can ask "has it changed?" ({@code If-None-Match}, 304). Plain JSON reads are answered from the
 * stored JSON and {@code _pretty=false} ones by HAPI: both answer alike.
 */
@ApiTest
class FhirVersionsTest {

    @LocalServerPort
    int port;
    @Autowired
    FhirTestSupport fhir;
    @Autowired
    BuildProperties build;

    Api api;
    TestTenant tenant;
    IGenericClient client;

    @BeforeEach
    void storeTwoVersionsOfAPatient() {
        api = new Api(port);
        tenant = api.registerTenant();
        client = fhir.clientOf(tenant);
        submit(tenant, "Doe");
        submit(tenant, "Roe");
    }

    private void submit(TestTenant as, String family) {
        api.asFhirClient(as).contentType("application/fhir+json")
                .body(collection(patient("p1", "MRN-1", family, "Jane", "female", "1970-04-02")).toString())
                .post("/v1/fhir/$submit").then().statusCode(200).body("summary.patients", equalTo(1));
    }

    @Test
    void aResubmittedResourceIsTheNextVersionAndTheEarlierOneStaysReadable() {
        Patient current = client.read().resource(Patient.class).withId("p1").execute();
        Patient first = client.read().resource(Patient.class).withIdAndVersion("p1", "1").execute();
        Patient second = client.read().resource(Patient.class).withIdAndVersion("p1", "2").execute();

        assertThat(current.getMeta().getVersionId()).isEqualTo("2");
        assertThat(current.getNameFirstRep().getFamily()).isEqualTo("Roe");
        assertThat(first.getMeta().getVersionId()).isEqualTo("1");
        assertThat(first.getNameFirstRep().getFamily()).isEqualTo("Doe");
        assertThat(first.getMeta().getLastUpdated()).isBeforeOrEqualTo(second.getMeta().getLastUpdated());
        assertThat(second.equalsDeep(current)).isTrue();
    }

    @Test
    void aVersionReadAnswersTheSameFromStoredJsonAndThroughHapi() throws Exception {
        for (String path : List.of("/v1/fhir/Patient/p1/_history/1", "/v1/fhir/Patient/p1/_history/2")) {
            Response fast = api.asFhirClient(tenant).get(path);
            Response hapi = api.asFhirClient(tenant).get(path + "?_pretty=false");

            fast.then().statusCode(200);
            hapi.then().statusCode(200);
            assertThat(FhirJson.JSON.readTree(fast.asString())).as(path).isEqualTo(FhirJson.JSON.readTree(hapi.asString()));
            assertThat(fast.header("ETag")).isEqualTo(hapi.header("ETag")).isEqualTo("W/\"" + path.substring(path.length() - 1) + "\"");
            assertThat(fast.header("Last-Modified")).isNotBlank().isEqualTo(hapi.header("Last-Modified"));
        }
    }

    @Test
    void aReadCarriesTheCurrentVersionAsETagAndLastModifiedOnBothPaths() {
        for (String query : List.of("", "?_pretty=false")) {
            Response read = api.asFhirClient(tenant).get("/v1/fhir/Patient/p1" + query);

            read.then().statusCode(200);
            assertThat(read.header("ETag")).as(query).isEqualTo("W/\"2\"");
            assertThat(read.header("Last-Modified")).as(query).endsWith("GMT");
        }
    }

    @Test
    void ifNoneMatchOfTheCurrentVersionIs304OnBothPathsAndAnOlderOneGetsTheResource() {
        for (String query : List.of("", "?_pretty=false")) {
            api.asFhirClient(tenant).header("If-None-Match", "W/\"2\"").get("/v1/fhir/Patient/p1" + query)
                    .then().statusCode(304);
            api.asFhirClient(tenant).header("If-None-Match", "W/\"1\"").get("/v1/fhir/Patient/p1" + query)
                    .then().statusCode(200).body("meta.versionId", equalTo("2"));
        }
        assertThat(client.read().resource(Patient.class).withId("p1").ifVersionMatches("2").returnNull().execute()).isNull();
        assertThat(client.read().resource(Patient.class).withId("p1").ifVersionMatches("1").returnNull().execute()
                .getMeta().getVersionId()).isEqualTo("2");
    }

    @Test
    void anUnknownVersionIs404WithAnOperationOutcome() {
        for (String version : List.of("3", "0", "x")) {
            for (String query : List.of("", "?_pretty=false")) {
                api.asFhirClient(tenant).get("/v1/fhir/Patient/p1/_history/" + version + query).then().statusCode(404)
                        .body("resourceType", equalTo("OperationOutcome"))
                        .body("issue[0].diagnostics", equalTo("Version " + version + " of Patient/p1 is not known"));
            }
        }
        assertThatThrownBy(() -> client.read().resource(Patient.class).withIdAndVersion("p1", "3").execute())
                .isInstanceOf(ResourceNotFoundException.class);
    }

    @Test
    void anotherTenantsVersionIsTheSame404AsAnUnknownOne() {
        TestTenant other = api.registerTenant();
        Response unknown = api.asFhirClient(other).get("/v1/fhir/Patient/p1/_history/1");

        unknown.then().statusCode(404).body("issue[0].diagnostics", equalTo("Version 1 of Patient/p1 is not known"));
        assertThatThrownBy(() -> fhir.clientOf(other).read().resource(Patient.class).withIdAndVersion("p1", "1").execute())
                .isInstanceOf(ResourceNotFoundException.class);

        submit(other, "Other");
        Patient ownFirst = fhir.clientOf(other).read().resource(Patient.class).withIdAndVersion("p1", "1").execute();
        assertThat(ownFirst.getNameFirstRep().getFamily()).isEqualTo("Other");
        api.asFhirClient(other).get("/v1/fhir/Patient/p1/_history/2").then().statusCode(404);
    }

    @Test
    void theCapabilityStatementNamesMedVigilAndItsVersionAndListsVreadAndSubmit() {
        CapabilityStatement statement = client.capabilities().ofType(CapabilityStatement.class).execute();

        assertThat(statement.getName()).isEqualTo("MedVigil");
        assertThat(statement.getTitle()).isEqualTo("MedVigil FHIR API");
        assertThat(statement.getPublisher()).isEqualTo("MedVigil");
        assertThat(statement.getSoftware().getName()).isEqualTo("MedVigil");
        assertThat(statement.getSoftware().getVersion()).isEqualTo(build.getVersion()).isNotBlank();
        assertThat(statement.getImplementation().getDescription()).startsWith("MedVigil medication safety service");
        assertThat(statement.getRestFirstRep().getOperation()).anyMatch(operation -> operation.getName().equals("submit"));
        List<CapabilityStatementRestResourceComponent> served = statement.getRestFirstRep().getResource().stream()
                .filter(resource -> SyntheaFixturesTest.SERVED.contains(resource.getType())).toList();
        assertThat(served).hasSize(SyntheaFixturesTest.SERVED.size());
        for (CapabilityStatementRestResourceComponent resource : served) {
            assertThat(resource.getInteraction()).extracting(ResourceInteractionComponent::getCode)
                    .extracting(Enum::name).as(resource.getType()).contains("READ", "VREAD", "SEARCHTYPE");
        }
    }
}
