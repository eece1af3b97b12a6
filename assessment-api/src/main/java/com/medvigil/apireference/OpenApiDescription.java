package com.medvigil.apireference;

import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springdoc.core.customizers.OperationCustomizer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.info.BuildProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.util.StringUtils;

import com.fasterxml.jackson.databind.JsonNode;
import com.medvigil.web.ApiPaths;

import io.swagger.v3.core.converter.ModelConverters;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.headers.Header;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.parameters.Parameter;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;

/**
 * The OpenAPI 3 description of the REST API at {@code /v3/api-docs} (browsable at {@code /docs}).
 * Controllers say what only they know (a 201 or 202, a 409); what every endpoint shares is added
 * here once, from each operation's shape, exactly as the request pipeline behaves
 * (docs/api.md): the two authentication schemes, the {@code {message}} errors, the rate-limit
 * and request-id headers.
 */
@Configuration(proxyBeanMethods = false)
class OpenApiDescription {

    static final String BEARER = "bearer";
    static final String API_KEY = "apiKey";
    static final String TENANT_CODE = "tenantCode";
    private static final String ERROR = "Error";

    @Bean
    OpenAPI medVigilOpenApi(ObjectProvider<BuildProperties> build) {
        String version = build.getIfAvailable() == null ? "unknown" : build.getIfAvailable().getVersion();
        return new OpenAPI()
                .info(new Info()
                        .title("MedVigil API")
                        .version(version)
                        .description("""
                                Medication safety assessments, patient profiles and webhooks of one tenant. \
                                Every endpoint but registration needs an API key, either as a bearer token or \
                                in X-API-Key (with X-Tenant-Code, optionally, which must then match the key). \
                                Errors are {"message": "..."}. The FHIR R4 side, under /v1/fhir, answers \
                                OperationOutcomes; its CapabilityStatement at /v1/fhir/metadata (open, without a key) lists every \
                                search parameter."""))
                .components(new Components()
                        .addSecuritySchemes(BEARER, new SecurityScheme().type(SecurityScheme.Type.HTTP).scheme("bearer")
                                .description("The API key as a bearer token: Authorization: Bearer mvk_..."))
                        .addSecuritySchemes(API_KEY, new SecurityScheme().type(SecurityScheme.Type.APIKEY)
                                .in(SecurityScheme.In.HEADER).name("X-API-Key")
                                .description("The API key in X-API-Key (x-api-key works too)"))
                        .addSecuritySchemes(TENANT_CODE, new SecurityScheme().type(SecurityScheme.Type.APIKEY)
                                .in(SecurityScheme.In.HEADER).name("X-Tenant-Code")
                                .description("The tenant's code, sent with X-API-Key; optional, and 401 unless it is the key's tenant"))
                        .addHeaders("X-Request-Id", header("The request's id, quoted in logs and in 500 answers"))
                        .addHeaders("RateLimit-Limit", integerHeader("Requests allowed per minute for this key"))
                        .addHeaders("RateLimit-Remaining", integerHeader("Requests left in the current minute"))
                        .addHeaders("RateLimit-Reset", integerHeader("Seconds until the budget is whole again"))
                        .addHeaders("Retry-After", integerHeader("Seconds until the next request may succeed")))
                // Bearer, or X-API-Key alone, or X-API-Key with X-Tenant-Code.
                .security(List.of(new SecurityRequirement().addList(BEARER), new SecurityRequirement().addList(API_KEY),
                        new SecurityRequirement().addList(API_KEY).addList(TENANT_CODE)));
    }

    /**
     * Readable operation ids and tags instead of the method names ({@code list}, {@code list_1}):
     * {@code webhooks.create}, {@code assessments.list}, from the controller and method names.
     */
    @Bean
    OperationCustomizer operationNames() {
        return (operation, handler) -> {
            String noun = handler.getBeanType().getSimpleName().replace("Controller", "");
            operation.setOperationId(StringUtils.uncapitalize(noun) + "." + handler.getMethod().getName());
            operation.setTags(List.of(noun));
            return operation;
        };
    }

    /** The error answers, headers and security of every operation, from its shape. */
    @Bean
    @Order(0)
    OpenApiCustomizer sharedBehaviour(List<NameOrObjectSchema> nameOrObjectItems, List<StoredJsonSchema> storedJson) {
        return openApi -> {
            // Added here rather than with the other components: springdoc drops schemas nothing refers to yet.
            openApi.getComponents().addSchemas(ERROR, new ObjectSchema()
                    .addProperty("message", new StringSchema().description("What went wrong, naming the field at fault"))
                    .addRequiredItem("message"));
            nameOrObject(openApi, nameOrObjectItems);
            storedJson.forEach(view -> typeStoredJson(openApi, view.view()));
            nullableReferences(openApi);
            inlineAnyJson(openApi);
            openApi.getPaths().forEach((path, item) -> item.readOperations().forEach(operation -> describe(path, operation)));
        };
    }

    /** After the shared behaviour, so that its prose and the FHIR endpoints are laid over the finished shape. */
    @Bean
    @Order(1)
    OpenApiCustomizer apiReference() {
        return new ApiReference();
    }

    private static void describe(String path, Operation operation) {
        boolean registration = ApiPaths.REGISTRATION.equals(path);
        boolean hasBody = operation.getRequestBody() != null;
        List<Parameter> parameters = operation.getParameters() == null ? List.of() : operation.getParameters();
        boolean hasPathParameter = parameters.stream().anyMatch(p -> "path".equals(p.getIn()));
        ApiResponses responses = operation.getResponses();
        responses.values().forEach(OpenApiDescription::addStandardHeaders);
        responses.keySet().stream().filter(status -> status.startsWith("4")).toList()
                .forEach(status -> error(responses, status, null));
        if (hasBody || !parameters.isEmpty()) {
            error(responses, "400", "The body or a parameter breaks a rule; the message names the field and the rule");
        }
        if (registration) {
            operation.setSecurity(List.of());
        } else {
            // Not counted against any budget (there is no key to count against): no RateLimit-* headers.
            error(responses, "401", "No API key, an unknown or revoked one, or an X-Tenant-Code that is not the key's tenant")
                    .getHeaders().keySet().removeIf(name -> name.startsWith("RateLimit-"));
        }
        if (hasPathParameter) {
            error(responses, "404", "No such resource in the key's tenant (another tenant's is answered the same way)");
        }
        if (hasBody) {
            error(responses, "413", "The body is larger than the limit (1 MB by default)");
            error(responses, "415", "The body is not application/json");
        }
        error(responses, "429", "Rate limit exceeded (per API key; per client address for registration)")
                .addHeaderObject("Retry-After", ref("Retry-After"));
        error(responses, "500", "An error in the service; the message quotes the request id");
        sortByStatus(responses);
    }

    /**
     * Adds the {message} error answer, keeping a controller's own description of it when there is
     * one (springdoc gives such an answer the method's return type, which errors never have).
     */
    private static ApiResponse error(ApiResponses responses, String status, String description) {
        ApiResponse response = responses.computeIfAbsent(status, code -> new ApiResponse().description(description));
        response.setContent(new Content().addMediaType("application/json",
                new MediaType().schema(new Schema<>().$ref("#/components/schemas/" + ERROR))));
        addStandardHeaders(response);
        return response;
    }

    private static void addStandardHeaders(ApiResponse response) {
        // A controller's own header (Location) has no schema; clients then cannot read it.
        if (response.getHeaders() != null) {
            response.getHeaders().values().stream().filter(header -> header.get$ref() == null && header.getSchema() == null)
                    .forEach(header -> header.setSchema(new StringSchema()));
        }
        response.addHeaderObject("X-Request-Id", ref("X-Request-Id"));
        response.addHeaderObject("RateLimit-Limit", ref("RateLimit-Limit"));
        response.addHeaderObject("RateLimit-Remaining", ref("RateLimit-Remaining"));
        response.addHeaderObject("RateLimit-Reset", ref("RateLimit-Reset"));
    }

    private static void sortByStatus(ApiResponses responses) {
        Map<String, ApiResponse> sorted = new LinkedHashMap<>();
        responses.keySet().stream().sorted().forEach(status -> sorted.put(status, responses.get(status)));
        responses.clear();
        responses.putAll(sorted);
    }

    /**
     * Items that take a plain name or the object form ({@code "warfarin allergy"} or
     * {@code {"substance": ...}}): Jackson reads both, the schema says so.
     */
    private static void nameOrObject(OpenAPI openApi, List<NameOrObjectSchema> items) {
        Map<String, Schema> schemas = openApi.getComponents().getSchemas();
        for (NameOrObjectSchema item : items) {
            Class<?> type = item.type();
            Schema<?> object = schemas.get(type.getSimpleName());
            if (object != null && object.getOneOf() == null) {
                Schema<Object> either = new Schema<>();
                either.setDescription(object.getDescription());
                object.setDescription(null);
                either.setOneOf(List.of(new StringSchema().description("the name alone"), object));
                schemas.put(type.getSimpleName(), either);
            }
        }
    }

    /**
     * Fields that serve stored JSON as it is get the schema of the record it was written from,
     * with every schema that record refers to (springdoc would say only "JsonNode").
     */
    private static void typeStoredJson(OpenAPI openApi, Class<? extends Record> view) {
        Schema<?> viewSchema = openApi.getComponents().getSchemas().get(view.getSimpleName());
        if (viewSchema == null) {
            return;
        }
        for (RecordComponent field : view.getRecordComponents()) {
            if (!JsonNode.class.equals(field.getType())) {
                continue;
            }
            // The annotations reach the record's field, not its component (they do not target RECORD_COMPONENT).
            Field declared = declaredField(view, field.getName());
            ArraySchema list = declared.getAnnotation(ArraySchema.class);
            io.swagger.v3.oas.annotations.media.Schema single = declared.getAnnotation(io.swagger.v3.oas.annotations.media.Schema.class);
            Class<?> written = list != null ? list.schema().implementation() : single == null ? Void.class : single.implementation();
            if (Void.class.equals(written)) {
                throw new IllegalStateException(view.getSimpleName() + "." + field.getName()
                        + " serves stored JSON without naming the record it was written from");
            }
            Schema<?> item = writtenSchema(openApi, written);
            Schema<?> typed = list == null ? item : new Schema<>().types(new LinkedHashSet<>(List.of("array"))).items(item);
            if (list != null ? list.arraySchema().nullable() : single.nullable()) {
                typed = typed.get$ref() == null ? typed.types(withNull(typed.getTypes()))
                        : new Schema<>().oneOf(List.of(typed, new Schema<>().types(new LinkedHashSet<>(List.of("null")))));
            }
            viewSchema.getProperties().put(field.getName(), typed);
        }
    }

    /**
     * springdoc writes a nullable reference as {@code {"type": "null", "$ref": ...}}, which no value
     * satisfies; OpenAPI 3.1 says "the reference or null" with oneOf.
     */
    private static void nullableReferences(OpenAPI openApi) {
        for (Schema<?> schema : openApi.getComponents().getSchemas().values()) {
            if (schema.getProperties() != null) {
                schema.getProperties().replaceAll((name, property) -> property.get$ref() != null
                        && property.getTypes() != null && property.getTypes().equals(Set.of("null"))
                        ? new Schema<>().oneOf(List.of(new Schema<>().$ref(property.get$ref()),
                                new Schema<>().types(new LinkedHashSet<>(List.of("null")))))
                        : property);
            }
        }
    }

    private static Field declaredField(Class<?> view, String name) {
        try {
            return view.getDeclaredField(name);
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException("A record without the field of its component " + name, e);
        }
    }

    private static Set<String> withNull(Set<String> types) {
        Set<String> nullable = new LinkedHashSet<>(types);
        nullable.add("null");
        return nullable;
    }

    private static Schema<?> writtenSchema(OpenAPI openApi, Class<?> written) {
        if (String.class.equals(written)) {
            return new Schema<>().types(new LinkedHashSet<>(List.of("string")));
        }
        Map<String, Schema> schemas = ModelConverters.getInstance(true).readAll(written);
        // Records written with every field, null ones included (spring.jackson.default-property-inclusion).
        schemas.values().stream().filter(schema -> schema.getProperties() != null)
                .forEach(schema -> schema.setRequired(List.copyOf(schema.getProperties().keySet())));
        schemas.forEach(openApi.getComponents().getSchemas()::putIfAbsent);
        return new Schema<>().$ref("#/components/schemas/" + written.getSimpleName());
    }

    /**
     * The engine's structured output is served as the JSON it is (docs/assessments.md and spec 2.5);
     * springdoc would name its schema after Jackson's JsonNode, which means nothing to a client.
     */
    private static void inlineAnyJson(OpenAPI openApi) {
        Map<String, Schema> schemas = openApi.getComponents().getSchemas();
        for (Schema<?> schema : schemas.values()) {
            if (schema.getProperties() != null) {
                schema.getProperties().replaceAll((name, property) -> anyJson(property));
            }
        }
        schemas.remove(JsonNode.class.getSimpleName());
    }

    /** Any JSON wherever springdoc referred to JsonNode: a property, a list's items, a map's values. */
    private static Schema anyJson(Schema<?> property) {
        if (("#/components/schemas/" + JsonNode.class.getSimpleName()).equals(property.get$ref())) {
            return new Schema<>().description("Any JSON value");
        }
        if (property.getItems() != null) {
            property.setItems(anyJson(property.getItems()));
        }
        if (property.getAdditionalProperties() instanceof Schema<?> values) {
            property.setAdditionalProperties(anyJson(values));
        }
        return property;
    }

    private static Header header(String description) {
        return new Header().description(description).schema(new StringSchema());
    }

    private static Header integerHeader(String description) {
        return new Header().description(description).schema(new IntegerSchema());
    }

    private static Header ref(String name) {
        return new Header().$ref("#/components/headers/" + name);
    }
}
