package com.medvigil.fhir;

import static com.medvigil.fhir.FhirJson.collection;
import static com.medvigil.fhir.FhirJson.medicationRequest;
import static com.medvigil.fhir.FhirJson.observation;
import static com.medvigil.fhir.FhirJson.patient;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.hl7.fhir.r4.model.Bundle;
import org.hl7.fhir.r4.model.Bundle.BundleEntryComponent;
import org.hl7.fhir.r4.model.CapabilityStatement;
import org.hl7.fhir.r4.model.CapabilityStatement.CapabilityStatementRestResourceComponent;
import org.hl7.fhir.r4.model.Enumerations.SearchParamType;
import org.hl7.fhir.r4.model.StringType;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.RawHttp;
import com.medvigil.testing.TestTenant;

import ca.uhn.fhir.rest.api.EncodingEnum;
import ca.uhn.fhir.rest.client.api.IGenericClient;

/** Paging, sorting, {@code _lastUpdated}, includes and raw query characters, as FHIR clients use them over HTTP. */
@ApiTest
class FhirSearchPagingTest {

    @LocalServerPort
    int port;
    @Autowired
    FhirTestSupport fhir;

    Api api;
    TestTenant tenant;
    IGenericClient client;

    @BeforeEach
    void registerTenant() {
        api = new Api(port);
        tenant = api.registerTenant();
        fhir.unthrottle(tenant);
        client = fhir.clientOf(tenant);
    }

    private void submit(TestTenant owner, ObjectNode... resources) {
        api.asFhirClient(owner).contentType("application/fhir+json").body(collection(resources).toString())
                .post("/v1/fhir/$submit").then().statusCode(200).body("summary.errors", equalTo(0));
    }

    /** Patient p1 with {@code count} Observations named {@code prefix-0} onwards, and Patient p2 with two. */
    private void storeObservations(TestTenant owner, String prefix, int count) {
        List<ObjectNode> resources = new ArrayList<>();
        resources.add(patient("p1", "MRN-1", "Doe", "Jane", "female", "1970-04-02"));
        resources.add(patient("p2", "MRN-2", "Roe", "Rick", "male", "1961-11-30"));
        IntStream.range(0, count).forEach(i -> resources.add(observation(prefix + "-" + i, "Patient/p1", "laboratory", "2160-0")));
        resources.add(observation(prefix + "-other-1", "Patient/p2", "laboratory", "2160-0"));
        resources.add(observation(prefix + "-other-2", "Patient/p2", "laboratory", "2160-0"));
        submit(owner, resources.toArray(ObjectNode[]::new));
    }

    private static List<String> ids(Bundle bundle) {
        return bundle.getEntry().stream().map(e -> e.getResource().getIdElement().getIdPart()).toList();
    }

    private Bundle search(String query) {
        return client.search().byUrl(query).returnBundle(Bundle.class).execute();
    }

    /** Every page from this one on, following next links with HAPI's client. */
    private List<Bundle> pagesFrom(IGenericClient pager, Bundle first) {
        List<Bundle> pages = new ArrayList<>(List.of(first));
        Bundle page = first;
        while (page.getLink(Bundle.LINK_NEXT) != null) {
            page = pager.loadPage().next(page).execute();
            pages.add(page);
            assertThat(pages).as("pages").hasSizeLessThan(100);
        }
        return pages;
    }

    @Test
    void hapisClientPagesTwoHundredFiftyMatchesByFiftyAndSeesEachOnceInJsonAndXml() {
        storeObservations(tenant, "obs", 250);

        for (EncodingEnum encoding : List.of(EncodingEnum.JSON, EncodingEnum.XML)) {
            client.setEncoding(encoding);
            List<Bundle> pages = pagesFrom(client, search("Observation?patient=p1&_count=50"));

            List<String> seen = pages.stream().flatMap(page -> ids(page).stream()).toList();
            assertThat(pages).as(encoding.name()).hasSize(5)
                    .allSatisfy(page -> assertThat(page.getTotal()).isEqualTo(250))
                    .allSatisfy(page -> assertThat(page.getEntry()).hasSize(50))
                    .allSatisfy(page -> assertThat(page.getLink(Bundle.LINK_SELF)).isNotNull());
            assertThat(seen).as(encoding.name()).hasSize(250).doesNotHaveDuplicates()
                    .allSatisfy(id -> assertThat(id).startsWith("obs-").doesNotContain("other"));
            assertThat(pages.get(0).getLink(Bundle.LINK_PREV)).isNull();
            assertThat(pages.get(4).getLink(Bundle.LINK_PREV)).isNotNull();
        }
    }

    @Test
    void withoutCountASearchReturnsEveryMatchAndNoNextLink() {
        storeObservations(tenant, "obs", 120);

        Bundle all = search("Observation?patient=p1");

        assertThat(all.getTotal()).isEqualTo(120);
        assertThat(ids(all)).hasSize(120).doesNotHaveDuplicates();
        assertThat(all.getLink(Bundle.LINK_NEXT)).isNull();
    }

    @Test
    void pagingStaysRightWhileResourcesAreWrittenBetweenPages() {
        storeObservations(tenant, "obs", 250);
        Bundle first = search("Observation?patient=p1&_count=50");
        Bundle second = client.loadPage().next(first).execute();

        // new resources, and a new version of one already paged, between the second and third page
        List<ObjectNode> written = new ArrayList<>();
        IntStream.range(0, 30).forEach(i -> written.add(observation("new-" + i, "Patient/p1", "laboratory", "2160-0")));
        written.add(observation(ids(first).get(0), "Patient/p1", "vital-signs", "8867-4"));
        submit(tenant, written.toArray(ObjectNode[]::new));
        List<Bundle> rest = pagesFrom(client, client.loadPage().next(second).execute());

        List<String> seen = new ArrayList<>(ids(first));
        seen.addAll(ids(second));
        rest.forEach(page -> seen.addAll(ids(page)));
        assertThat(seen).doesNotHaveDuplicates()
                .containsAll(IntStream.range(0, 250).mapToObj(i -> "obs-" + i).toList());
        assertThat(rest.get(rest.size() - 1).getTotal()).isEqualTo(280);
    }

    @Test
    void anotherTenantFollowingANextLinkSeesOnlyItsOwnResources() {
        storeObservations(tenant, "mine", 120);
        TestTenant other = api.registerTenant();
        fhir.unthrottle(other);
        storeObservations(other, "theirs", 3);
        Bundle first = search("Observation?_count=50");
        String next = first.getLink(Bundle.LINK_NEXT).getUrl();

        IGenericClient otherClient = fhir.clientOf(other);
        Bundle followed = otherClient.search().byUrl(next).returnBundle(Bundle.class).execute();

        assertThat(ids(followed)).isNotEmpty().allSatisfy(id -> assertThat(id).startsWith("theirs-"));
        assertThat(followed.getTotal()).isEqualTo(5);
        api.asFhirClient(other).get(next.substring(next.indexOf("/v1/fhir"))).then().statusCode(200)
                .body("total", equalTo(5)).body("entry.resource.id", org.hamcrest.Matchers.everyItem(
                        org.hamcrest.Matchers.startsWith("theirs-")));
    }

    @Test
    void thePreviousLinkLeadsBackToTheEarlierPage() {
        storeObservations(tenant, "obs", 120);
        Bundle first = search("Observation?patient=p1&_count=50");
        Bundle second = client.loadPage().next(first).execute();
        Bundle third = client.loadPage().next(second).execute();

        assertThat(ids(client.loadPage().previous(third).execute())).isEqualTo(ids(second));
        Bundle backToFirst = client.loadPage().previous(client.loadPage().previous(third).execute()).execute();
        assertThat(ids(backToFirst)).isEqualTo(ids(first));
        assertThat(backToFirst.getLink(Bundle.LINK_PREV)).isNull();
        assertThat(ids(third)).hasSize(20);
        assertThat(third.getLink(Bundle.LINK_NEXT)).isNull();
    }

    @Test
    void summaryCountAndCountZeroAnswerOnlyTheTotal() {
        storeObservations(tenant, "obs", 30);

        for (String query : List.of("Observation?patient=p1&_summary=count", "Observation?patient=p1&_count=0")) {
            Bundle counted = search(query);
            assertThat(counted.getTotal()).as(query).isEqualTo(30);
            assertThat(counted.getEntry()).as(query).isEmpty();
            api.asFhirClient(tenant).get("/v1/fhir/" + query).then().statusCode(200)
                    .body("total", equalTo(30)).body("entry", nullValue());
        }
    }

    @Test
    void sortByLastUpdatedEitherWayBreakingTiesByStoredOrder() throws InterruptedException {
        submit(tenant, patient("p1", "MRN-1", "Doe", "Jane", "female", "1970-04-02"),
                observation("x1", "Patient/p1", "laboratory", "2160-0"), observation("x2", "Patient/p1", "laboratory", "2160-0"),
                observation("x4", "Patient/p1", "laboratory", "2160-0"));
        Thread.sleep(20);
        submit(tenant, observation("x3", "Patient/p1", "laboratory", "2160-0"));
        Thread.sleep(20);
        submit(tenant, observation("x1", "Patient/p1", "vital-signs", "8867-4"));

        assertThat(ids(search("Observation?_sort=_lastUpdated"))).containsExactly("x2", "x4", "x3", "x1");
        assertThat(ids(search("Observation?_sort=-_lastUpdated"))).containsExactly("x1", "x3", "x4", "x2");
        assertThat(ids(search("Observation"))).containsExactly("x1", "x2", "x4", "x3");
        List<Bundle> pages = pagesFrom(client, search("Observation?_sort=-_lastUpdated&_count=3"));
        assertThat(pages.stream().map(FhirSearchPagingTest::ids).toList())
                .containsExactly(List.of("x1", "x3", "x4"), List.of("x2"));
    }

    @Test
    void lastUpdatedTakesFhirDatePrefixesAndPartialDates() throws InterruptedException {
        submit(tenant, patient("p1", "MRN-1", "Doe", "Jane", "female", "1970-04-02"),
                observation("early", "Patient/p1", "laboratory", "2160-0"));
        Thread.sleep(1100);
        submit(tenant, observation("late", "Patient/p1", "laboratory", "2160-0"));
        String late = client.read().resource(org.hl7.fhir.r4.model.Observation.class).withId("late").execute()
                .getMeta().getLastUpdatedElement().getValueAsString();
        String year = late.substring(0, 4);
        String encodedLate = late.replace("+", "%2B");

        assertThat(ids(search("Observation?_lastUpdated=ge" + encodedLate))).containsExactly("late");
        assertThat(ids(search("Observation?_lastUpdated=" + encodedLate))).containsExactly("late");
        assertThat(ids(search("Observation?_lastUpdated=lt" + encodedLate))).containsExactly("early");
        assertThat(ids(search("Observation?_lastUpdated=le" + encodedLate))).containsExactly("early", "late");
        assertThat(ids(search("Observation?_lastUpdated=gt" + encodedLate))).isEmpty();
        assertThat(ids(search("Observation?_lastUpdated=" + year))).containsExactly("early", "late");
        assertThat(ids(search("Observation?_lastUpdated=eq2000-01"))).isEmpty();
        assertThat(ids(search("Observation?_lastUpdated=gt2000&_lastUpdated=lt" + encodedLate))).containsExactly("early");
        assertThat(ids(search("Observation?_lastUpdated=le2000-01-31"))).isEmpty();
        api.asFhirClient(tenant).get("/v1/fhir/Observation?_lastUpdated=ne2020").then().statusCode(400)
                .body("resourceType", equalTo("OperationOutcome")).body("issue[0].diagnostics", containsString("prefix 'ne'"));
        api.asFhirClient(tenant).get("/v1/fhir/Observation?_lastUpdated=2020-13").then().statusCode(400)
                .body("issue[0].diagnostics", containsString("_lastUpdated"));
    }

    @Test
    void includeBringsThePatientOfEachMatchOnce() {
        submit(tenant, patient("p1", "MRN-1", "Doe", "Jane", "female", "1970-04-02"),
                patient("p2", "MRN-2", "Roe", "Rick", "male", "1961-11-30"),
                medicationRequest("mr-1", "Patient/p1", "active"), medicationRequest("mr-2", "Patient/p1", "stopped"));

        for (EncodingEnum encoding : List.of(EncodingEnum.JSON, EncodingEnum.XML)) {
            client.setEncoding(encoding);
            Bundle bundle = search("MedicationRequest?_include=MedicationRequest:patient");

            assertThat(bundle.getTotal()).isEqualTo(2);
            assertThat(entries(bundle, Bundle.SearchEntryMode.MATCH)).containsExactly("MedicationRequest/mr-1",
                    "MedicationRequest/mr-2");
            assertThat(entries(bundle, Bundle.SearchEntryMode.INCLUDE)).containsExactly("Patient/p1");
        }
        assertThat(entries(search("Observation?_include=Observation:subject"), Bundle.SearchEntryMode.INCLUDE)).isEmpty();
    }

    @Test
    void revincludeFromPatientBringsTheirResources() {
        storeObservations(tenant, "obs", 3);

        Bundle bundle = search("Patient?_id=p2&_revinclude=Observation:subject&_revinclude=MedicationRequest:patient");

        assertThat(bundle.getTotal()).isEqualTo(1);
        assertThat(entries(bundle, Bundle.SearchEntryMode.MATCH)).containsExactly("Patient/p2");
        assertThat(entries(bundle, Bundle.SearchEntryMode.INCLUDE)).containsExactly("Observation/obs-other-1",
                "Observation/obs-other-2");
    }

    private static List<String> entries(Bundle bundle, Bundle.SearchEntryMode mode) {
        return bundle.getEntry().stream().filter(e -> e.getSearch().getMode() == mode).map(BundleEntryComponent::getResource)
                .map(r -> r.fhirType() + "/" + r.getIdElement().getIdPart()).toList();
    }

    @Test
    void whatPagingIncludesAndSortingCannotHonourIs400NamingIt() {
        String[][] refusals = {
                {"Observation?_count=-1", "_count"}, {"Observation?_count=ten", "_count"},
                {"Observation?_sort=code", "_sort"}, {"Observation?_sort=_lastUpdated,_id", "_sort"},
                {"Observation?_cursor=zzz", "_cursor"}, {"Observation?_sort=_lastUpdated&_cursor=a5", "_cursor"},
                {"Observation?_include=Observation:performer", "_include"}, {"Patient?_include=Patient:organization", "_include"},
                {"Observation?_revinclude=Condition:subject", "_revinclude"},
                {"Patient?_revinclude=Provenance:target", "_revinclude"}, {"Observation?_include:iterate=Observation:subject", "_include"}};
        for (String[] refusal : refusals) {
            api.asFhirClient(tenant).get("/v1/fhir/" + refusal[0]).then().statusCode(400)
                    .body("resourceType", equalTo("OperationOutcome"))
                    .body("issue[0].diagnostics", containsString(refusal[1]));
        }
    }

    @Test
    void theCapabilityStatementListsExactlyTheIncludesAndParametersThatWork() {
        CapabilityStatement capabilities = client.capabilities().ofType(CapabilityStatement.class).execute();
        List<CapabilityStatementRestResourceComponent> resources = capabilities.getRestFirstRep().getResource();

        CapabilityStatementRestResourceComponent observation = resources.stream()
                .filter(r -> r.getType().equals("Observation")).findFirst().orElseThrow();
        CapabilityStatementRestResourceComponent patient = resources.stream()
                .filter(r -> r.getType().equals("Patient")).findFirst().orElseThrow();
        assertThat(observation.getSearchInclude()).map(StringType::getValue)
                .containsExactly("Observation:patient", "Observation:subject");
        assertThat(observation.getSearchRevInclude()).isEmpty();
        assertThat(patient.getSearchInclude()).isEmpty();
        assertThat(patient.getSearchRevInclude()).map(StringType::getValue).contains("Observation:subject",
                "MedicationRequest:patient", "AllergyIntolerance:patient", "Encounter:subject").hasSize(12);
        assertThat(observation.getSearchParam()).anySatisfy(parameter -> {
            assertThat(parameter.getName()).isEqualTo("_lastUpdated");
            assertThat(parameter.getType()).isEqualTo(SearchParamType.DATE);
        });
        for (String revInclude : patient.getSearchRevInclude().stream().map(StringType::getValue).toList()) {
            assertThat(search("Patient?_revinclude=" + revInclude).getTotal()).as(revInclude).isZero();
        }
    }

    @Test
    void aRawPipeInATokenSearchIsAcceptedAsCurlSendsIt() throws IOException {
        submit(tenant, patient("p1", "MRN-1", "Doe", "Jane", "female", "1970-04-02"));

        String found = RawHttp.get(port, tenant, "/v1/fhir/Patient?identifier=urn:mrn|MRN-1");
        String refused = RawHttp.get(port, tenant, "/v1/fhir/Patient?_count=<5>");

        assertThat(found).startsWith("HTTP/1.1 200").contains("\"total\":1").contains("\"id\":\"p1\"");
        assertThat(refused).startsWith("HTTP/1.1 400").contains("OperationOutcome").contains("_count")
                .doesNotContain("<html");
    }
}
