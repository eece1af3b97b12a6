package com.medvigil.fhir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import java.io.IOException;
import java.nio.file.Files;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.hl7.fhir.r4.model.Bundle;
import org.hl7.fhir.r4.model.CapabilityStatement;
import org.hl7.fhir.r4.model.CapabilityStatement.CapabilityStatementRestResourceComponent;
import org.hl7.fhir.r4.model.CapabilityStatement.CapabilityStatementRestResourceSearchParamComponent;
import org.hl7.fhir.r4.model.CapabilityStatement.TypeRestfulInteraction;
import org.hl7.fhir.r4.model.DetectedIssue;
import org.hl7.fhir.r4.model.DetectedIssue.DetectedIssueSeverity;
import org.hl7.fhir.r4.model.DetectedIssue.DetectedIssueStatus;
import org.hl7.fhir.r4.model.Reference;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.SharedFixtures;
import com.medvigil.testing.TestTenant;

import ca.uhn.fhir.rest.client.api.IGenericClient;
import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;
import ca.uhn.fhir.rest.server.exceptions.ResourceNotFoundException;
import io.restassured.response.Response;

/**
 * A completed assessment's findings read as FHIR DetectedIssues (issue 18): a Synthea patient pushed
 * through {@code $submit}, assessed through the REST API, then read and searched with HAPI's client.
 */
@ApiTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DetectedIssueTest {

    /** Carla Echevarría, with an active order for Yaz (drospirenone and ethinyl estradiol). */
    private static final String CARLA = "Carla_Echevarría_9a628ccd-2a55-4331-8e68-bb58458fd674.json";
    private static final String CARLA_PATIENT_ID = "d8e20eac-1721-4a71-ba98-c23d32e75105";
    private static final String CARLA_YAZ_ORDER = "MedicationRequest/f66f57c2-11ce-4e15-a0c6-590c5c17351f";
    private static final String FINDING_TYPES = "https://medvigil.com/fhir/CodeSystem/finding-type";

    @LocalServerPort
    int port;
    @Autowired
    FhirTestSupport fhir;
    Api api;
    TestTenant tenant;
    IGenericClient client;
    String assessmentId;
    Instant completedAt;
    List<Map<String, Object>> findings;

    @BeforeAll
    void assessASyntheaPatientWithRifampinAndWarfarinAdded() throws IOException {
        api = new Api(port);
        tenant = api.registerTenant();
        client = fhir.clientOf(tenant);
        byte[] bundle = Files.readAllBytes(SharedFixtures.synthea("smart-generated-sample-data-r4").resolve(CARLA));
        api.asFhirClient(tenant).contentType("application/fhir+json").body(bundle).post("/v1/fhir/$submit")
                .then().statusCode(200).body("summary.errors", equalTo(0));
        assessmentId = api.requestAssessment(tenant, "{\"patient\": {\"patientId\": \"" + CARLA_PATIENT_ID + "\"}, "
                + "\"medications\": [{\"name\": \"Rifampin 300 MG Oral Capsule\", "
                + "\"dosage\": {\"amount\": 600, \"unit\": \"mg\", \"frequency\": \"daily\"}}, "
                + "{\"name\": \"warfarin 5 MG Oral Tablet\", \"dosage\": {\"amount\": 5, \"unit\": \"mg\", \"frequency\": \"daily\"}}]}");
        Response result = api.awaitProcessed(tenant, assessmentId);
        result.then().body("status", equalTo("COMPLETED"));
        completedAt = Instant.parse(result.path("completedAt"));
        findings = result.path("findings");
    }

    private List<DetectedIssue> search(String query) {
        Bundle found = client.search().byUrl("DetectedIssue?" + query).returnBundle(Bundle.class).execute();
        return found.getEntry().stream().map(entry -> (DetectedIssue) entry.getResource()).toList();
    }

    @Test
    void searchByPatientGivesOneFinalIssuePerFindingOfTheResult() {
        List<DetectedIssue> issues = search("patient=Patient/" + CARLA_PATIENT_ID);

        assertThat(findings).isNotEmpty();
        assertThat(issues).hasSize(findings.size());
        for (int index = 0; index < findings.size(); index++) {
            Map<String, Object> finding = findings.get(index);
            DetectedIssue issue = issues.get(index);
            assertThat(issue.getIdPart()).isEqualTo(assessmentId + "-" + index);
            assertThat(issue.getStatus()).isEqualTo(DetectedIssueStatus.FINAL);
            assertThat(issue.getSeverity()).isEqualTo(severityOf((String) finding.get("severity")));
            assertThat(issue.getCode().getCodingFirstRep().getSystem()).isEqualTo(FINDING_TYPES);
            assertThat(issue.getCode().getCodingFirstRep().getCode()).isEqualTo(finding.get("type"));
            assertThat(issue.getCode().getCodingFirstRep().getDisplay()).isNotBlank();
            assertThat(issue.getPatient().getReference()).isEqualTo("Patient/" + CARLA_PATIENT_ID);
            assertThat(issue.getIdentifiedDateTimeType().getValue().toInstant()).isEqualTo(completedAt);
            assertThat(issue.getDetail()).startsWith((String) finding.get("title"));
            assertThat(issue.getMitigationFirstRep().getAction().getText()).isEqualTo(((String) finding.get("management")).strip());
        }
    }

    @Test
    void theContraceptiveFindingImplicatesTheStoredOrderWhichResolves() {
        List<DetectedIssue> issues = search("patient=" + CARLA_PATIENT_ID);

        List<String> implicated = issues.stream().flatMap(issue -> issue.getImplicated().stream())
                .map(Reference::getReference).distinct().toList();
        assertThat(implicated).contains(CARLA_YAZ_ORDER);
        for (String reference : implicated) {
            String[] typeAndId = reference.split("/");
            assertThat(client.read().resource(typeAndId[0]).withId(typeAndId[1]).execute().getIdElement().getIdPart())
                    .isEqualTo(typeAndId[1]);
        }
        assertThat(implicated).noneMatch(reference -> reference.contains("Rifampin"));
    }

    @Test
    void evidenceCarriesOnlyTheUrlsTheResultCites() {
        Response result = api.as(tenant).get("/v1/assessments/" + assessmentId);
        List<String> citedUrls = result.path("narrative.references.url");

        for (DetectedIssue issue : search("patient=" + CARLA_PATIENT_ID)) {
            if (issue.hasReference()) {
                assertThat(citedUrls).contains(issue.getReference());
            }
            assertThat(issue.getEvidence()).isNotEmpty();
        }
    }

    @Test
    void anIssueReadsByItsIdAsTheSearchGaveIt() {
        DetectedIssue read = client.read().resource(DetectedIssue.class).withId(assessmentId + "-0").execute();

        DetectedIssue searched = search("_id=" + assessmentId + "-0").get(0);
        assertThat(read.getIdPart()).isEqualTo(assessmentId + "-0");
        assertThat(fhir.fhirContext().newJsonParser().encodeResourceToString(read.setMeta(null)))
                .isEqualTo(fhir.fhirContext().newJsonParser().encodeResourceToString(searched.setMeta(null)));
    }

    @Test
    void anIdNamingNoFindingIs404() {
        assertThatThrownBy(() -> client.read().resource(DetectedIssue.class).withId(assessmentId + "-" + findings.size()).execute())
                .isInstanceOf(ResourceNotFoundException.class);
        assertThatThrownBy(() -> client.read().resource(DetectedIssue.class).withId(UUID.randomUUID() + "-0").execute())
                .isInstanceOf(ResourceNotFoundException.class);
        assertThatThrownBy(() -> client.read().resource(DetectedIssue.class).withId("nope").execute())
                .isInstanceOf(ResourceNotFoundException.class);
    }

    @Test
    void theDateSearchFindsTheIssuesOnTheirCompletionDayAndNotBefore() {
        String day = completedAt.atOffset(ZoneOffset.UTC).toLocalDate().toString();
        String instant = completedAt.toString();
        String query = "patient=" + CARLA_PATIENT_ID + "&identified=";

        assertThat(search(query + day)).hasSize(findings.size());
        assertThat(search(query + "ge" + day)).hasSize(findings.size());
        assertThat(search(query + "le" + instant.replace("Z", "%2B00:00"))).hasSize(findings.size());
        assertThat(search(query + "lt" + day)).isEmpty();
        assertThat(search(query + "gt" + instant)).isEmpty();
        assertThat(search(query + "ge" + day + "&identified=lt" + day)).isEmpty();
    }

    @Test
    void anotherTenantSeesNoneOfTheIssues() {
        IGenericClient other = fhir.clientOf(api.registerTenant());

        assertThatThrownBy(() -> other.read().resource(DetectedIssue.class).withId(assessmentId + "-0").execute())
                .isInstanceOf(ResourceNotFoundException.class);
        assertThat(other.search().byUrl("DetectedIssue?patient=" + CARLA_PATIENT_ID).returnBundle(Bundle.class)
                .execute().getEntry()).isEmpty();
        assertThat(other.search().byUrl("DetectedIssue?_id=" + assessmentId + "-0").returnBundle(Bundle.class)
                .execute().getEntry()).isEmpty();
    }

    @Test
    void anAssessmentWithoutFindingsGivesNoIssue() {
        String patientId = UUID.randomUUID().toString();
        String id = api.requestAssessment(tenant, "{\"patient\": {\"patientId\": \"" + patientId + "\", \"demographics\": "
                + "{\"dateOfBirth\": \"1985-04-02\", \"sex\": \"FEMALE\"}}, \"medications\": [{\"name\": \"Acetaminophen\", "
                + "\"dosage\": {\"amount\": 500, \"unit\": \"mg\", \"frequency\": \"q6h\"}}]}");
        Response result = api.awaitProcessed(tenant, id);
        result.then().body("status", equalTo("COMPLETED")).body("findings.size()", equalTo(0));

        assertThat(search("patient=Patient/" + patientId)).isEmpty();
        assertThat(search("_id=" + id + "-0")).isEmpty();
    }

    @Test
    void aPatientMadeThroughTheRestApiIsReferredToByPatientIdAndImplicatesNothingStored() {
        String patientId = UUID.randomUUID().toString();
        String id = api.requestAssessment(tenant, "{\"patient\": {\"patientId\": \"" + patientId + "\"}, \"medications\": ["
                + "{\"name\": \"Warfarin\", \"dosage\": {\"amount\": 5, \"unit\": \"mg\", \"frequency\": \"daily\"}},"
                + "{\"name\": \"Fluconazole\", \"dosage\": {\"amount\": 200, \"unit\": \"mg\", \"frequency\": \"daily\"}}]}");
        List<Object> restFindings = api.awaitProcessed(tenant, id).path("findings");

        List<DetectedIssue> issues = search("patient=Patient/" + patientId);

        assertThat(restFindings).isNotEmpty();
        assertThat(issues).hasSize(restFindings.size()).allSatisfy(issue -> {
            assertThat(issue.getPatient().getReference()).isEqualTo("Patient/" + patientId);
            assertThat(issue.getImplicated()).isEmpty();
        });
    }

    @Test
    void theSearchPagesWithCountAndNextLinksLikeTheStoredTypes() {
        String query = "DetectedIssue?patient=" + CARLA_PATIENT_ID;
        Bundle page = client.search().byUrl(query + "&_count=1").returnBundle(Bundle.class).execute();
        List<Bundle> pages = new ArrayList<>(List.of(page));
        while (page.getLink(Bundle.LINK_NEXT) != null) {
            page = client.loadPage().next(page).execute();
            pages.add(page);
        }

        assertThat(findings).hasSizeGreaterThan(1);
        assertThat(pages).hasSize(findings.size())
                .allSatisfy(each -> assertThat(each.getEntry()).hasSize(1))
                .allSatisfy(each -> assertThat(each.getTotal()).isEqualTo(findings.size()))
                .allSatisfy(each -> assertThat(each.getLink(Bundle.LINK_SELF)).isNotNull());
        assertThat(pages.stream().map(each -> each.getEntryFirstRep().getResource().getIdElement().getIdPart()).toList())
                .isEqualTo(search("patient=" + CARLA_PATIENT_ID).stream().map(issue -> issue.getIdPart()).toList());
        assertThat(pages.get(0).getLink(Bundle.LINK_PREV)).isNull();
        Bundle back = client.loadPage().previous(pages.get(1)).execute();
        assertThat(back.getEntryFirstRep().getResource().getIdElement().getIdPart())
                .isEqualTo(pages.get(0).getEntryFirstRep().getResource().getIdElement().getIdPart());
    }

    @Test
    void summaryCountGivesTheExactTotalOfIssuesWithoutThem() {
        Bundle counted = client.search().byUrl("DetectedIssue?patient=" + CARLA_PATIENT_ID + "&_summary=count")
                .returnBundle(Bundle.class).execute();

        assertThat(counted.getTotal()).isEqualTo(findings.size());
        assertThat(counted.getEntry()).isEmpty();
    }

    @Test
    void aCursorThatIsNoPositionIs400() {
        api.asFhirClient(tenant).get("/v1/fhir/DetectedIssue?patient=" + CARLA_PATIENT_ID + "&_cursor=a1").then()
                .statusCode(400).body("issue[0].diagnostics", containsString("_cursor"));
        api.asFhirClient(tenant).get("/v1/fhir/DetectedIssue?_count=many").then()
                .statusCode(400).body("issue[0].diagnostics", containsString("_count"));
    }

    @Test
    void anUnknownParameterIs400NamingItAndTheSupportedOnes() {
        assertThatThrownBy(() -> search("patient=" + CARLA_PATIENT_ID + "&subject=" + CARLA_PATIENT_ID))
                .isInstanceOf(InvalidRequestException.class);
        api.asFhirClient(tenant).get("/v1/fhir/DetectedIssue?identifed=2025-01-01").then().statusCode(400)
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].diagnostics", containsString(
                        "Unknown search parameter 'identifed' for DetectedIssue; supported: _id, identified, patient"));
    }

    @Test
    void aDateThatIsNoFhirDateIs400NamingTheParameter() {
        api.asFhirClient(tenant).get("/v1/fhir/DetectedIssue?identified=yesterday").then().statusCode(400)
                .body("issue[0].diagnostics", containsString("identified must be a FHIR date"));
        api.asFhirClient(tenant).get("/v1/fhir/DetectedIssue?identified=ne2025-01-01").then().statusCode(400)
                .body("issue[0].diagnostics", containsString("eq, ge, gt, le and lt"));
        api.asFhirClient(tenant).get("/v1/fhir/DetectedIssue?identified=2025-02-30").then().statusCode(400)
                .body("issue[0].diagnostics", containsString("identified"));
    }

    @Test
    void theCapabilityStatementListsDetectedIssueWithItsSearchParameters() {
        CapabilityStatement capabilities = client.capabilities().ofType(CapabilityStatement.class).execute();

        CapabilityStatementRestResourceComponent detectedIssue = capabilities.getRestFirstRep().getResource().stream()
                .filter(resource -> resource.getType().equals("DetectedIssue")).findFirst().orElseThrow();
        assertThat(detectedIssue.getInteraction()).extracting(interaction -> interaction.getCode())
                .contains(TypeRestfulInteraction.READ, TypeRestfulInteraction.SEARCHTYPE);
        assertThat(detectedIssue.getSearchParam()).extracting(CapabilityStatementRestResourceSearchParamComponent::getName)
                .containsExactly("_id", "identified", "patient");
        assertThat(detectedIssue.getSearchParam()).extracting(parameter -> parameter.getType().toCode())
                .containsExactly("token", "date", "reference");
    }

    private static DetectedIssueSeverity severityOf(String findingSeverity) {
        return switch (findingSeverity) {
            case "contraindicated", "major" -> DetectedIssueSeverity.HIGH;
            case "moderate" -> DetectedIssueSeverity.MODERATE;
            default -> DetectedIssueSeverity.LOW;
        };
    }
}
