package com.medvigil.apireference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.Paths;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.parameters.Parameter;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;

/** The reference's prose can only describe what the service serves. */
class ApiReferenceTest {

    @Test
    void aFragmentAddsProseToAServedOperationAndItsParameters() throws Exception {
        OpenAPI served = served();

        reference("""
                paths:
                  /v1/webhooks/{id}:
                    get:
                      summary: Read one webhook
                      parameters:
                        - {name: id, description: The webhook's id}
                """).customise(served);

        Operation get = served.getPaths().get("/v1/webhooks/{id}").getGet();
        assertThat(get.getSummary()).isEqualTo("Read one webhook");
        assertThat(get.getParameters().get(0).getDescription()).isEqualTo("The webhook's id");
        assertThat(get.getParameters().get(0).getRequired()).isTrue();
    }

    @Test
    void aFragmentDescribingAnOperationNoControllerServesIsRefused() throws Exception {
        assertThatThrownBy(() -> reference("""
                paths:
                  /v1/webhooks/{id}:
                    delete: {summary: Delete a webhook}
                """).customise(served()))
                .hasMessage("The API reference describes DELETE /v1/webhooks/{id}, which no controller serves");
    }

    @Test
    void aFragmentDescribingAParameterTheOperationDoesNotTakeIsRefused() throws Exception {
        assertThatThrownBy(() -> reference("""
                paths:
                  /v1/webhooks/{id}:
                    get:
                      parameters:
                        - {name: webhookId, description: The webhook's id}
                """).customise(served()))
                .hasMessage("The API reference describes parameter webhookId of GET /v1/webhooks/{id}, which it does not take");
    }

    @Test
    void aFragmentAnnotatingAPropertyTheSchemaDoesNotHaveIsRefused() throws Exception {
        assertThatThrownBy(() -> reference("""
                components:
                  schemas:
                    WebhookView:
                      properties:
                        colour: {description: Not a field}
                """).customise(served()))
                .hasMessage("The API reference annotates WebhookView.colour, which the schema does not have");
    }

    private static ApiReference reference(String yaml) throws Exception {
        return new ApiReference(List.of((ObjectNode) new ObjectMapper(new YAMLFactory()).readTree(yaml)));
    }

    private static OpenAPI served() {
        Operation get = new Operation().operationId("webhook.read")
                .addParametersItem(new Parameter().name("id").in("path").required(true).schema(new StringSchema()))
                .responses(new ApiResponses().addApiResponse("200", new ApiResponse().description("The webhook")));
        return new OpenAPI().paths(new Paths().addPathItem("/v1/webhooks/{id}", new PathItem().get(get)))
                .components(new Components().addSchemas("WebhookView", new ObjectSchema().addProperty("name", new StringSchema())));
    }
}
