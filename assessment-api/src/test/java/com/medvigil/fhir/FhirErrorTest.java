package com.medvigil.fhir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.api.Test;
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
}
