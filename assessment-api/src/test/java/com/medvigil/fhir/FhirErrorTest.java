package com.medvigil.fhir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.response.Response;

@ApiTest
class FhirErrorTest {

    @LocalServerPort
    int port;

    @Test
    void anUnexpectedFailureIs500WithTheRequestIdAndNoInternals() {
        Api api = new Api(port);
        TestTenant tenant = api.registerTenant();

        Response response = api.asFhirClient(tenant).get("/v1/fhir/Basic/1");

        response.then().statusCode(500)
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].diagnostics", containsString(response.header("X-Request-Id")));
        assertThat(response.asString()).doesNotContain(FailingFhirProvider.SECRET_DETAIL)
                .doesNotContain("IllegalStateException").doesNotContain("at com.medvigil");
    }

    @Test
    @ExtendWith(OutputCaptureExtension.class)
    void aRefusalIsNotLoggedAsAnError(CapturedOutput output) {
        Api api = new Api(port);
        TestTenant tenant = api.registerTenant();

        api.asFhirClient(tenant).get("/v1/fhir/Observation?catgory=laboratory").then().statusCode(400);
        api.asFhirClient(tenant).get("/v1/fhir/Observation?_include=Observation:performer").then().statusCode(400);
        api.asFhirClient(tenant).get("/v1/fhir/Observation?_cursor=not-a-position").then().statusCode(400);

        // HAPI logs what an interceptor throws at ERROR with its stack; the unknown parameter and the
        // cursor are refused by interceptors.
        assertThat(output.getAll()).doesNotContain("Exception thrown by interceptor");
    }

    @Test
    void aRefusalQuotingACharacterXmlCannotCarryIsWholeInXml() {
        Api api = new Api(port);
        TestTenant tenant = api.registerTenant();

        // U+FFFF: a control character below U+0020 is refused before any search looks at it.
        String xml = api.asFhirClient(tenant).urlEncodingEnabled(false).accept("application/fhir+xml")
                .get("/v1/fhir/MedicationRequest?_include=%EF%BF%BF").then().statusCode(400)
                .contentType(containsString("xml")).extract().asString();

        assertThat(xml).contains("not '\\uFFFF'").endsWith("</OperationOutcome>");
    }

    /** Found by {@code FhirFuzzTest} on PostgreSQL, which cannot take a NUL as a query parameter: a 500 there. */
    @Test
    void aControlCharacterInASearchValueIsRefusedNamingTheParameter() {
        Api api = new Api(port);
        TestTenant tenant = api.registerTenant();

        api.asFhirClient(tenant).urlEncodingEnabled(false).get("/v1/fhir/MedicationRequest?status=%00")
                .then().statusCode(400)
                .body("resourceType", equalTo("OperationOutcome"))
                .body("issue[0].diagnostics", containsString("parameter status holds the control character U+0000"));
        api.asFhirClient(tenant).urlEncodingEnabled(false).get("/v1/fhir/DetectedIssue?patient=a%01b")
                .then().statusCode(400)
                .body("issue[0].diagnostics", containsString("parameter patient holds the control character U+0001"));
    }
}
