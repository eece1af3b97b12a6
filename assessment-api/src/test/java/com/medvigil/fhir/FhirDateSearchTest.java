package com.medvigil.fhir;

import static com.medvigil.fhir.FhirJson.collection;
import static com.medvigil.fhir.FhirJson.condition;
import static com.medvigil.fhir.FhirJson.encounter;
import static com.medvigil.fhir.FhirJson.medicationRequest;
import static com.medvigil.fhir.FhirJson.observation;
import static com.medvigil.fhir.FhirJson.patient;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import java.util.List;

import org.hl7.fhir.r4.model.Bundle;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import ca.uhn.fhir.rest.client.api.IGenericClient;

/** The clinical date of each type that has one, searched with FHIR's prefixes and partial dates, and sorted by. */
@ApiTest
class FhirDateSearchTest {

    @LocalServerPort
    int port;
    @Autowired
    FhirTestSupport fhir;

    Api api;
    TestTenant tenant;
    IGenericClient client;

    private static ObjectNode observationAt(String id, String effective) {
        ObjectNode observation = observation(id, "Patient/p1", "laboratory", "2160-0");
        observation.remove("effectiveDateTime");
        if (effective != null) {
            observation.put("effectiveDateTime", effective);
        }
        return observation;
    }

    private static ObjectNode encounterDuring(String id, String start, String end) {
        ObjectNode encounter = encounter(id, "Patient/p1", "finished");
        ObjectNode period = encounter.putObject("period");
        if (start != null) {
            period.put("start", start);
        }
        if (end != null) {
            period.put("end", end);
        }
        return encounter;
    }

    @BeforeEach
    void storeDatedRecords() {
        api = new Api(port);
        tenant = api.registerTenant();
        client = fhir.clientOf(tenant);
        ObjectNode recorded = condition("c-1", "Patient/p1", "active").put("recordedDate", "2021-03-04");
        ObjectNode authored = medicationRequest("mr-1", "Patient/p1", "active").put("authoredOn", "2022-07-01T09:30:00Z");
        api.asFhirClient(tenant).contentType("application/fhir+json").body(collection(
                patient("p1", "MRN-1", "Doe", "Jane", "female", "1970-04-02"),
                observationAt("o-2019", "2019-12-31T23:30:00-02:00"),
                observationAt("o-2020-05", "2020-05"),
                observationAt("o-2020-05-10", "2020-05-10T10:00:00Z"),
                observationAt("o-2020-06", "2020-06-15"),
                observationAt("o-none", null),
                encounterDuring("e-may", "2020-05-01T08:00:00Z", "2020-05-03T12:00:00Z"),
                encounterDuring("e-open", "2020-05-20T08:00:00Z", null),
                recorded, authored).toString())
                .post("/v1/fhir/$submit").then().statusCode(200).body("summary.errors", equalTo(0));
    }

    private List<String> ids(String query) {
        return client.search().byUrl(query).returnBundle(Bundle.class).execute().getEntry().stream()
                .map(e -> e.getResource().getIdElement().getIdPart()).toList();
    }

    @Test
    void aPartialDateMeansItsWholeRange() {
        // 2019-12-31T23:30-02:00 is 2020-01-01T01:30Z
        assertThat(ids("Observation?date=2020")).containsExactly("o-2019", "o-2020-05", "o-2020-05-10", "o-2020-06");
        assertThat(ids("Observation?date=2020-05")).containsExactly("o-2020-05", "o-2020-05-10");
        assertThat(ids("Observation?date=2020-05-10")).containsExactly("o-2020-05-10");
        assertThat(ids("Observation?date=2019")).isEmpty();
        assertThat(ids("Observation?date=eq2020-05-11")).isEmpty();
    }

    @Test
    void prefixesCompareTheRangesAsFhirDefinesThem() {
        assertThat(ids("Observation?date=gt2020-05-10")).containsExactly("o-2020-05", "o-2020-06");
        assertThat(ids("Observation?date=ge2020-05-10")).containsExactly("o-2020-05", "o-2020-05-10", "o-2020-06");
        assertThat(ids("Observation?date=lt2020-05-10")).containsExactly("o-2019", "o-2020-05");
        assertThat(ids("Observation?date=le2020-05-10")).containsExactly("o-2019", "o-2020-05", "o-2020-05-10");
        assertThat(ids("Observation?date=ge2020-05-01&date=lt2020-06")).containsExactly("o-2020-05", "o-2020-05-10");
        assertThat(ids("Observation?date=gt2020-06-15")).isEmpty();
    }

    @Test
    void anEncountersPeriodIsItsDateAndAnOpenEndLastsOn() {
        assertThat(ids("Encounter?date=2020-05-02")).isEmpty();
        assertThat(ids("Encounter?date=2020-05")).containsExactly("e-may");
        assertThat(ids("Encounter?date=ge2020-05-02")).containsExactly("e-may", "e-open");
        assertThat(ids("Encounter?date=gt2030")).containsExactly("e-open");
        assertThat(ids("Encounter?date=lt2020-05-02")).containsExactly("e-may");
        assertThat(ids("Encounter?date=lt2020-05-01")).isEmpty();
    }

    @Test
    void conditionsByRecordedDateAndRequestsByAuthoredOn() {
        assertThat(ids("Condition?recorded-date=2021-03")).containsExactly("c-1");
        assertThat(ids("Condition?recorded-date=2021-04")).isEmpty();
        assertThat(ids("MedicationRequest?authoredon=ge2022-07-01T09:30:00Z")).containsExactly("mr-1");
        assertThat(ids("MedicationRequest?authoredon=lt2022-07-01T09:30Z")).isEmpty();
        assertThat(ids("MedicationRequest?authoredon=2022-07-01T11:30:00%2B02:00")).containsExactly("mr-1");
    }

    @Test
    void sortByDateEitherWayPutsResourcesWithoutOneLast() {
        assertThat(ids("Observation?_sort=date")).containsExactly("o-2019", "o-2020-05", "o-2020-05-10", "o-2020-06", "o-none");
        assertThat(ids("Observation?_sort=-date")).containsExactly("o-2020-06", "o-2020-05", "o-2020-05-10", "o-2019", "o-none");
        assertThat(ids("Encounter?_sort=-date")).containsExactly("e-open", "e-may");
        Bundle first = client.search().byUrl("Observation?_sort=-date&_count=2").returnBundle(Bundle.class).execute();
        Bundle second = client.loadPage().next(first).execute();
        Bundle third = client.loadPage().next(second).execute();
        assertThat(List.of(first, second, third)).extracting(b -> b.getEntry().stream()
                .map(e -> e.getResource().getIdElement().getIdPart()).toList())
                .containsExactly(List.of("o-2020-06", "o-2020-05"), List.of("o-2020-05-10", "o-2019"), List.of("o-none"));
        assertThat(third.getLink(Bundle.LINK_NEXT)).isNull();
    }

    @Test
    void dateSearchesOnlyWhereTheTypeHasADateAndRefusesBadValues() {
        api.asFhirClient(tenant).get("/v1/fhir/AllergyIntolerance?date=2020").then().statusCode(400)
                .body("issue[0].diagnostics", containsString("'date'"));
        api.asFhirClient(tenant).get("/v1/fhir/Observation?date=2020-02-30").then().statusCode(400)
                .body("resourceType", equalTo("OperationOutcome")).body("issue[0].diagnostics", containsString("date"));
        api.asFhirClient(tenant).get("/v1/fhir/Observation?date=sa2020").then().statusCode(400)
                .body("issue[0].diagnostics", containsString("prefix 'sa'"));
        api.asFhirClient(tenant).get("/v1/fhir/Observation?date=2020,2021").then().statusCode(400)
                .body("issue[0].diagnostics", containsString("one date"));
        api.asFhirClient(tenant).get("/v1/fhir/Condition?_sort=date").then().statusCode(400)
                .body("issue[0].diagnostics", containsString("recorded-date"));
    }
}
