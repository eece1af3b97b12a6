package com.medvigil.fhir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import javax.sql.DataSource;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

import io.restassured.response.Response;

/**
 * A bundle that must wait for another transaction holding its patient's row is stored once the row is free, on the
 * embedded H2 as on PostgreSQL: H2 by itself gives up a row-lock wait after two seconds, and the bundle was refused.
 */
@ApiTest
class SubmitRowLockWaitTest {

    private static final Duration HELD = Duration.ofSeconds(3);

    @LocalServerPort
    int port;

    @Test
    void aBundleWhosePatientRowIsHeldForThreeSecondsIsStoredWhenTheRowIsFree(@Autowired DataSource dataSource)
            throws Exception {
        Api api = new Api(port);
        TestTenant tenant = api.registerTenant();
        submit(api, tenant, FhirJson.patient("p-held", "MRN-HELD", "Before", "Ada", "female", "1970-02-03"))
                .then().statusCode(200);

        CompletableFuture<Response> waiting;
        try (Connection other = dataSource.getConnection();
             PreparedStatement holdPatient = other.prepareStatement("update fhir_resource set version_id = version_id"
                     + " where tenant_id = ? and resource_type = 'Patient' and resource_id = 'p-held'")) {
            other.setAutoCommit(false);
            holdPatient.setObject(1, tenant.tenantId());
            assertThat(holdPatient.executeUpdate()).isEqualTo(1);
            waiting = CompletableFuture.supplyAsync(() -> submit(api, tenant,
                    FhirJson.patient("p-held", "MRN-HELD", "After", "Ada", "female", "1970-02-03")));
            Thread.sleep(HELD.toMillis());
            assertThat(waiting).as("the bundle waits for the row while it is held").isNotDone();
            other.rollback();
        }

        waiting.get(30, TimeUnit.SECONDS).then().statusCode(200);
        api.asFhirClient(tenant).get("/v1/fhir/Patient/p-held").then().statusCode(200)
                .body("name[0].family", equalTo("After"))
                .body("meta.versionId", equalTo("2"));
    }

    private static Response submit(Api api, TestTenant tenant, ObjectNode patient) {
        return api.asFhirClient(tenant).contentType("application/fhir+json")
                .body(FhirJson.collection(patient).toString())
                .post("/v1/fhir/$submit");
    }
}
