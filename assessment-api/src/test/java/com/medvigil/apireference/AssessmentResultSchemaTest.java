package com.medvigil.apireference;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;

/**
 * The published schema of an assessment is the JSON the service serves: a real assessment of the
 * reference's example request, with interactions, a stopped and an unknown medicine, conforms to it field by field, and every field of it is declared.
 */
@ApiTest
class AssessmentResultSchemaTest {

    @LocalServerPort
    int port;

    Api api;
    JsonNode description;
    final ObjectMapper json = new ObjectMapper();

    @BeforeEach
    void readTheDescription() throws Exception {
        api = new Api(port);
        description = json.readTree(api.anonymous().get("/v3/api-docs").asString());
    }

    @Test
    void aCompletedAssessmentOfTheExampleRequestConformsToThePublishedSchema() throws Exception {
        TestTenant tenant = api.registerTenant();
        String id = api.requestAssessment(tenant, example("assessment.request.request.json"));
        JsonNode result = json.readTree(api.awaitProcessed(tenant, id).asString());

        assertThat(result.path("status").asText()).isEqualTo("COMPLETED");
        assertThat(result.path("findings").size()).as("findings").isPositive();
        assertThat(result.path("stoppedMedications").size()).as("stoppedMedications").isPositive();
        assertThat(result.path("unrecognizedMedications").size()).as("unrecognizedMedications").isPositive();
        assertThat(result.path("narrative").path("references").size()).as("references").isPositive();
        assertThat(SchemaConformance.problems(description, schemaOfTheAssessmentRead(), result)).isEmpty();
    }

    @Test
    void theFirstReadAfterTheRequestConformsWhateverItsStatus() throws Exception {
        TestTenant tenant = api.registerTenant();
        String id = api.requestAssessment(tenant, example("assessment.request.request.json"));
        JsonNode read = json.readTree(api.as(tenant).get("/v1/assessments/" + id).asString());

        assertThat(SchemaConformance.problems(description, schemaOfTheAssessmentRead(), read)).isEmpty();
    }

    private JsonNode schemaOfTheAssessmentRead() {
        return description.at("/paths/~1v1~1assessments~1{assessmentId}/get/responses/200/content/application~1json/schema");
    }

    static String example(String name) throws Exception {
        try (InputStream in = AssessmentResultSchemaTest.class.getClassLoader()
                .getResourceAsStream(ApiReference.EXAMPLES + name)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }
}
