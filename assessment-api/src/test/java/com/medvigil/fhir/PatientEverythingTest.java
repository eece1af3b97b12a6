package com.medvigil.fhir;

import static com.medvigil.fhir.FhirJson.collection;
import static com.medvigil.fhir.FhirJson.condition;
import static com.medvigil.fhir.FhirJson.observation;
import static com.medvigil.fhir.FhirJson.patient;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import java.io.IOException;
import java.nio.file.Files;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.hl7.fhir.r4.model.Bundle;
import org.hl7.fhir.r4.model.CapabilityStatement;
import org.hl7.fhir.r4.model.CapabilityStatement.CapabilityStatementRestResourceComponent;
import org.hl7.fhir.r4.model.CapabilityStatement.CapabilityStatementRestResourceOperationComponent;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.SharedFixtures;
import com.medvigil.testing.TestTenant;

import ca.uhn.fhir.rest.client.api.IGenericClient;
import ca.uhn.fhir.rest.server.exceptions.ResourceNotFoundException;
import io.restassured.response.Response;

/**
 * {@code Patient/{id}/$everything} (issue 18): a Synthea patient pushed through {@code $submit} and
 * assessed, then read back as one paged record with HAPI's client.
 */
@ApiTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PatientEverythingTest {

    /** Carla Echevarría, with an active order for Yaz, which rifampin makes less effective. */
    private static final String CARLA = "Carla_Echevarría_9a628ccd-2a55-4331-8e68-bb58458fd674.json";
    private static final String CARLA_PATIENT_ID = "d8e20eac-1721-4a71-ba98-c23d32e75105";
    private static final Set<String> RECORD_TYPES = Set.of("Patient", "MedicationStatement", "MedicationRequest",
            "Condition", "AllergyIntolerance", "Observation", "Encounter");

    @LocalServerPort
    int port;
    @Autowired
    FhirTestSupport fhir;
    Api api;
    TestTenant tenant;
    IGenericClient client;
    /** Type/id of every resource of Carla's record the bundle holds. */
    List<String> stored;
    List<String> issues;

    @BeforeAll
    void submitAndAssessASyntheaPatient() throws IOException {
        api = new Api(port);
        tenant = api.registerTenant();
        fhir.unthrottle(tenant);
        client = fhir.clientOf(tenant);
        byte[] bundle = Files.readAllBytes(SharedFixtures.synthea("smart-generated-sample-data-r4").resolve(CARLA));
        stored = new ArrayList<>();
        for (JsonNode entry : FhirJson.JSON.readTree(bundle).path("entry")) {
            String type = entry.path("resource").path("resourceType").asText();
            if (RECORD_TYPES.contains(type)) {
                stored.add(type + "/" + entry.path("resource").path("id").asText());
            }
        }
        api.asFhirClient(tenant).contentType("application/fhir+json").body(bundle).post("/v1/fhir/$submit")
                .then().statusCode(200).body("summary.errors", equalTo(0));
        String assessmentId = api.requestAssessment(tenant, "{\"patient\": {\"patientId\": \"" + CARLA_PATIENT_ID + "\"}, "
                + "\"medications\": [{\"name\": \"Rifampin 300 MG Oral Capsule\", "
                + "\"dosage\": {\"amount\": 600, \"unit\": \"mg\", \"frequency\": \"daily\"}}, "
                + "{\"name\": \"warfarin 5 MG Oral Tablet\", \"dosage\": {\"amount\": 5, \"unit\": \"mg\", \"frequency\": \"daily\"}}]}");
        Response result = api.awaitProcessed(tenant, assessmentId);
        result.then().body("status", equalTo("COMPLETED"));
        int findings = result.path("findings.size()");
        issues = new ArrayList<>();
        for (int index = 0; index < findings; index++) {
            issues.add("DetectedIssue/" + assessmentId + "-" + index);
        }
    }

    private Bundle everything(IGenericClient as, String patientId, String query) {
        return as.search().byUrl(as.getServerBase() + "/Patient/" + patientId + "/$everything" + (query.isEmpty() ? "" : "?" + query))
                .returnBundle(Bundle.class).execute();
    }

    /** Every page from {@code first} on, following the next links. */
    private List<Bundle> pagesFrom(Bundle first) {
        List<Bundle> pages = new ArrayList<>(List.of(first));
        Bundle page = first;
        while (page.getLink(Bundle.LINK_NEXT) != null) {
            page = client.loadPage().next(page).execute();
            pages.add(page);
        }
        return pages;
    }

    /** Every page before {@code last}, following the previous links, nearest first. */
    private List<Bundle> pagesBefore(Bundle last) {
        List<Bundle> pages = new ArrayList<>();
        Bundle page = last;
        while (page.getLink(Bundle.LINK_PREV) != null) {
            page = client.loadPage().previous(page).execute();
            pages.add(page);
        }
        return pages;
    }

    private static List<List<String>> referencesOf(List<Bundle> pages) {
        return pages.stream().map(PatientEverythingTest::references).toList();
    }

    private static List<String> references(Bundle page) {
        return page.getEntry().stream().map(Bundle.BundleEntryComponent::getResource)
                .map(resource -> resource.fhirType() + "/" + resource.getIdElement().getIdPart()).toList();
    }

    @Test
    void theWholeRecordComesAcrossPagesOnceEachWithAnExactTotalPatientFirstIssuesLast() {
        List<Bundle> pages = pagesFrom(everything(client, CARLA_PATIENT_ID, "_count=40"));

        List<String> returned = pages.stream().flatMap(page -> references(page).stream()).toList();
        Set<String> expected = new HashSet<>(stored);
        expected.addAll(issues);
        assertThat(issues).isNotEmpty();
        assertThat(returned).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(expected);
        assertThat(returned.get(0)).isEqualTo("Patient/" + CARLA_PATIENT_ID);
        assertThat(returned.subList(returned.size() - issues.size(), returned.size())).isEqualTo(issues);
        assertThat(pages).hasSize((expected.size() + 39) / 40)
                .allSatisfy(page -> assertThat(page.getTotal()).isEqualTo(expected.size()))
                .allSatisfy(page -> assertThat(page.getType()).isEqualTo(Bundle.BundleType.SEARCHSET));
        assertThat(pages.subList(0, pages.size() - 1)).allSatisfy(page -> assertThat(page.getEntry()).hasSize(40));
    }

    @Test
    void previousLinksPageBackFromTheLastPageThroughTheSamePagesInReverse() {
        List<Bundle> forwards = pagesFrom(everything(client, CARLA_PATIENT_ID, "_count=7"));
        Bundle last = forwards.get(forwards.size() - 1);

        List<Bundle> backwards = pagesBefore(last);

        List<List<String>> expected = new ArrayList<>(referencesOf(forwards.subList(0, forwards.size() - 1)));
        Collections.reverse(expected);
        assertThat(forwards).hasSizeGreaterThan(10);
        assertThat(referencesOf(backwards)).isEqualTo(expected);
        assertThat(backwards).allSatisfy(page -> assertThat(page.getTotal()).isEqualTo(stored.size() + issues.size()));
        assertThat(backwards.get(backwards.size() - 1).getLink(Bundle.LINK_PREV)).as("back on the first page").isNull();
    }

    @Test
    void pagesThatCrossFromOnePartToTheNextArePagedBackWhole() {
        List<Bundle> forwards = pagesFrom(everything(client, CARLA_PATIENT_ID, "_count=7"));
        List<Bundle> crossing = forwards.stream().filter(page -> typesOf(page).size() > 1).toList();

        assertThat(crossing).as("Patient+MedicationRequest, Condition+AllergyIntolerance, ..., Encounter+DetectedIssue")
                .hasSizeGreaterThanOrEqualTo(5);
        assertThat(crossing).filteredOn(page -> page.getLink(Bundle.LINK_NEXT) != null).isNotEmpty()
                .allSatisfy(page -> assertThat(references(client.loadPage().previous(client.loadPage().next(page).execute())
                        .execute())).isEqualTo(references(page)));
        Bundle withIssues = crossing.stream().filter(page -> typesOf(page).contains("DetectedIssue")).findFirst().orElseThrow();
        assertThat(typesOf(withIssues)).containsExactly("Encounter", "DetectedIssue");
        assertThat(references(client.loadPage().next(client.loadPage().previous(withIssues).execute()).execute()))
                .isEqualTo(references(withIssues));
    }

    @Test
    void previousFromTheFirstPageOfObservationsGivesTheLastConditions() {
        List<String> conditions = stored.stream().filter(reference -> reference.startsWith("Condition/")).toList();
        Bundle conditionsPage = everything(client, CARLA_PATIENT_ID, "_type=Condition,Observation&_count=" + conditions.size());
        Bundle observationsPage = client.loadPage().next(conditionsPage).execute();

        Bundle previous = client.loadPage().previous(observationsPage).execute();

        assertThat(typesOf(observationsPage)).containsExactly("Observation");
        assertThat(references(previous)).isEqualTo(references(conditionsPage)).containsExactlyInAnyOrderElementsOf(conditions);
        assertThat(previous.getLink(Bundle.LINK_PREV)).isNull();
        assertThat(references(client.loadPage().next(previous).execute())).isEqualTo(references(observationsPage));
    }

    @Test
    void previousFromTheFirstPageOfDetectedIssuesGivesTheLastEncounters() {
        List<String> encounters = stored.stream().filter(reference -> reference.startsWith("Encounter/")).toList();
        Bundle encountersPage = everything(client, CARLA_PATIENT_ID, "_type=Encounter,DetectedIssue&_count=" + encounters.size());
        Bundle issuesPage = client.loadPage().next(encountersPage).execute();

        Bundle previous = client.loadPage().previous(issuesPage).execute();

        assertThat(references(issuesPage)).isEqualTo(issues);
        assertThat(references(previous)).isEqualTo(references(encountersPage)).containsExactlyInAnyOrderElementsOf(encounters);
        assertThat(previous.getTotal()).isEqualTo(encounters.size() + issues.size());
        assertThat(previous.getLink(Bundle.LINK_PREV)).isNull();
    }

    @Test
    void theFirstPageHasNoPreviousLinkAndTheSecondHasOne() {
        Bundle first = everything(client, CARLA_PATIENT_ID, "_count=7");
        Bundle second = client.loadPage().next(first).execute();

        assertThat(first.getLink(Bundle.LINK_PREV)).isNull();
        assertThat(first.getLink(Bundle.LINK_SELF)).isNotNull();
        assertThat(second.getLink(Bundle.LINK_PREV).getUrl()).contains("_count=7").contains("_cursor=");
        assertThat(second.getLink(Bundle.LINK_SELF).getUrl()).contains("_cursor=");
        assertThat(references(client.loadPage().previous(second).execute())).isEqualTo(references(first));
    }

    @Test
    void aRecordOnOnePageHasNeitherNextNorPrevious() {
        Bundle all = everything(client, CARLA_PATIENT_ID, "_count=1000");

        assertThat(all.getEntry()).hasSize(stored.size() + issues.size());
        assertThat(all.getLink()).extracting(Bundle.BundleLinkComponent::getRelation).containsExactly(Bundle.LINK_SELF);
    }

    @Test
    void theTotalAloneHasNeitherNextNorPrevious() {
        for (String query : List.of("_count=0", "_count=7&_summary=count")) {
            Bundle counted = everything(client, CARLA_PATIENT_ID, query);

            assertThat(counted.getLink(Bundle.LINK_NEXT)).as(query).isNull();
            assertThat(counted.getLink(Bundle.LINK_PREV)).as(query).isNull();
            assertThat(counted.getEntry()).as(query).isEmpty();
            assertThat(counted.getTotal()).as(query).isEqualTo(stored.size() + issues.size());
        }
    }

    @Test
    void typeRestrictsThePagesReadBackwards() {
        List<Bundle> forwards = pagesFrom(everything(client, CARLA_PATIENT_ID,
                "_type=MedicationRequest,AllergyIntolerance,DetectedIssue&_count=3"));

        List<List<String>> expected = new ArrayList<>(referencesOf(forwards.subList(0, forwards.size() - 1)));
        Collections.reverse(expected);
        List<Bundle> backwards = pagesBefore(forwards.get(forwards.size() - 1));
        assertThat(referencesOf(backwards)).isEqualTo(expected);
        assertThat(backwards.stream().flatMap(page -> typesOf(page).stream()))
                .containsOnly("MedicationRequest", "AllergyIntolerance", "DetectedIssue");
        assertThat(backwards).allSatisfy(page -> assertThat(page.getTotal()).isEqualTo(
                stored.stream().filter(reference -> reference.startsWith("MedicationRequest/")
                        || reference.startsWith("AllergyIntolerance/")).count() + issues.size()));
    }

    @Test
    void sinceHoldsOnPagesReadBackwards() throws InterruptedException {
        submit(patient("p-since-back"), observation("o-old", "Patient/p-since-back", "laboratory", "2160-0"));
        Thread.sleep(20);
        Instant since = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        Thread.sleep(20);
        submit(condition("c-new-1", "Patient/p-since-back", "active"), condition("c-new-2", "Patient/p-since-back", "active"),
                observation("o-new", "Patient/p-since-back", "laboratory", "2160-0"));
        Bundle first = everything(client, "p-since-back", "_since=" + since + "&_count=2");
        Bundle second = client.loadPage().next(first).execute();

        Bundle back = client.loadPage().previous(second).execute();

        assertThat(references(second)).containsExactly("Observation/o-new");
        assertThat(references(back)).isEqualTo(references(first)).containsExactly("Condition/c-new-1", "Condition/c-new-2");
        assertThat(back.getTotal()).isEqualTo(3);
        assertThat(back.getLink(Bundle.LINK_PREV)).isNull();
    }

    @Test
    void withoutCountTheWholeRecordIsOnePage() {
        Bundle all = everything(client, CARLA_PATIENT_ID, "");

        assertThat(all.getLink(Bundle.LINK_NEXT)).isNull();
        assertThat(all.getEntry()).hasSize(stored.size() + issues.size());
    }

    @Test
    void theAssessmentsDetectedIssuesAreListed() {
        Bundle found = everything(client, CARLA_PATIENT_ID, "_type=DetectedIssue");

        assertThat(references(found)).isEqualTo(issues);
        assertThat(found.getTotal()).isEqualTo(issues.size());
    }

    @Test
    void typeRestrictsTheRecordToTheTypesListed() {
        List<Bundle> pages = pagesFrom(everything(client, CARLA_PATIENT_ID, "_type=Condition,AllergyIntolerance&_count=5"));

        List<String> expected = stored.stream()
                .filter(reference -> reference.startsWith("Condition/") || reference.startsWith("AllergyIntolerance/")).toList();
        assertThat(expected).isNotEmpty();
        assertThat(pages.stream().flatMap(page -> references(page).stream()).toList())
                .doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(expected);
        assertThat(pages.get(0).getTotal()).isEqualTo(expected.size());
    }

    @Test
    void summaryCountGivesTheTotalAlone() {
        Bundle counted = everything(client, CARLA_PATIENT_ID, "_summary=count");

        assertThat(counted.getTotal()).isEqualTo(stored.size() + issues.size());
        assertThat(counted.getEntry()).isEmpty();
    }

    @Test
    void sinceLeavesOutWhatWasLastUpdatedBefore() throws InterruptedException {
        submit(patient("p-since"), observation("o-before", "Patient/p-since", "laboratory", "2160-0"));
        Thread.sleep(20);
        Instant since = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        Thread.sleep(20);
        submit(condition("c-after", "Patient/p-since", "active"));

        Bundle found = everything(client, "p-since", "_since=" + since);

        assertThat(references(found)).containsExactly("Condition/c-after");
        assertThat(found.getTotal()).isEqualTo(1);
        assertThat(references(everything(client, "p-since", ""))).containsExactly("Patient/p-since",
                "Condition/c-after", "Observation/o-before");
    }

    private static List<String> typesOf(Bundle page) {
        return page.getEntry().stream().map(entry -> entry.getResource().fhirType()).distinct().toList();
    }

    private void submit(ObjectNode... resources) {
        api.asFhirClient(tenant).contentType("application/fhir+json").body(collection(resources).toString())
                .post("/v1/fhir/$submit").then().statusCode(200).body("summary.errors", equalTo(0));
    }

    @Test
    void anotherTenantsPatientIs404() {
        IGenericClient other = fhir.clientOf(api.registerTenant());

        assertThatThrownBy(() -> everything(other, CARLA_PATIENT_ID, ""))
                .isInstanceOf(ResourceNotFoundException.class);
    }

    @Test
    void anUnknownPatientIs404WithAnOperationOutcome() {
        api.asFhirClient(tenant).get("/v1/fhir/Patient/nobody/$everything").then().statusCode(404)
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].diagnostics", containsString("Patient/nobody"));
    }

    @Test
    void badParametersAre400NamingTheParameter() {
        String everything = "/v1/fhir/Patient/" + CARLA_PATIENT_ID + "/$everything?";
        assertBadRequest(everything + "_count=-1", "_count");
        assertBadRequest(everything + "_since=yesterday", "_since");
        assertBadRequest(everything + "_since=2025-01-31", "_since");
        assertBadRequest(everything + "_type=Medication", "_type");
        assertBadRequest(everything + "_cursor=zz", "_cursor");
        assertBadRequest(everything + "_count=7&_cursor=5c1", "_cursor");
        assertBadRequest(everything + "_count=7&_cursor=7b1", "_cursor");
        assertBadRequest(everything + "start=2020-01-01", "start");
        assertBadRequest(everything + "_typ=Condition", "'_typ'");
    }

    private void assertBadRequest(String url, String named) {
        api.asFhirClient(tenant).get(url).then().statusCode(400)
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].diagnostics", containsString(named));
    }

    @Test
    void theCapabilityStatementDeclaresTheOperationOnPatient() {
        CapabilityStatement capabilities = client.capabilities().ofType(CapabilityStatement.class).execute();

        CapabilityStatementRestResourceComponent patient = capabilities.getRestFirstRep().getResource().stream()
                .filter(resource -> resource.getType().equals("Patient")).findFirst().orElseThrow();
        assertThat(patient.getOperation()).extracting(CapabilityStatementRestResourceOperationComponent::getName)
                .contains("everything");
    }
}
