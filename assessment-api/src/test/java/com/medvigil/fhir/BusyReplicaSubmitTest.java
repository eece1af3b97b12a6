package com.medvigil.fhir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;

import com.medvigil.fhir.submit.SubmitAdmission;
import com.medvigil.testing.Api;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.TestTenant;

import io.restassured.response.Response;

/**
 * A replica stores a large bundle alone. A bundle that finds no room within the configured wait
 * is answered 503, as an OperationOutcome with Retry-After, and nothing of it is stored; once the
 * room is free the same bundle is stored.
 */
class BusyReplicaSubmitTest {

    @Test
    void aBundleThatFindsNoRoomInTimeIs503WithRetryAfterAndStoredWhenSentAgain() {
        try (IsolatedDatabase database = IsolatedDatabase.create("busy")) {
            ConfigurableApplicationContext app = database.start("--medvigil.request-size.fhir-bundle-wait=300ms");
            Api api = IsolatedDatabase.apiOf(app);
            TestTenant tenant = api.registerTenant();
            String bundle = FhirJson.collection(FhirJson.patient("p-busy")).toString();
            SubmitAdmission admission = app.getBean(SubmitAdmission.class);

            Response busy;
            try (SubmitAdmission.Slot largeBundleBeingStored = admission.enter(-1)) {
                busy = api.asFhirClient(tenant).contentType("application/fhir+json").body(bundle).post("/v1/fhir/$submit");
            }
            busy.then().statusCode(503)
                    .header("Retry-After", "10")
                    .body("resourceType", equalTo("OperationOutcome"))
                    .body("issue[0].diagnostics", containsString("send it again after 10 s"));
            api.asFhirClient(tenant).get("/v1/fhir/Patient/p-busy").then().statusCode(404);

            api.asFhirClient(tenant).contentType("application/fhir+json").body(bundle).post("/v1/fhir/$submit")
                    .then().statusCode(200).body("summary.patients", equalTo(1));
            assertThat(api.asFhirClient(tenant).get("/v1/fhir/Patient/p-busy").statusCode()).isEqualTo(200);
        }
    }
}
