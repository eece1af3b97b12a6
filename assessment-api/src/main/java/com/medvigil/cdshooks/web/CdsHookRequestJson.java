package com.medvigil.cdshooks.web;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;

import com.medvigil.cdshooks.CdsService;
import com.medvigil.cdshooks.HookCall;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.fhir.FhirIdSyntax;
import com.medvigil.outbound.OutboundUrl;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The body of a CDS Hooks 2.0 service call. Unknown members are let through, as the specification
 * lets EHRs add extensions and context fields of their own.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record CdsHookRequestJson(String hook, String hookInstance, String fhirServer,
                          FhirAuthorizationJson fhirAuthorization, ObjectNode context, Map<String, JsonNode> prefetch) {

    @JsonIgnoreProperties(ignoreUnknown = true)
    record FhirAuthorizationJson(@JsonProperty("access_token") String accessToken,
                                 @JsonProperty("token_type") String tokenType,
                                 @JsonProperty("expires_in") Long expiresIn, String scope, String subject) {
    }

    HookCall check(CdsService service) {
        if (hook == null || hook.isBlank()) {
            throw new InvalidFieldException("hook", "is required");
        }
        if (!service.hook().equals(hook)) {
            throw new InvalidFieldException("hook", "must be " + service.hook() + " for the service " + service.id());
        }
        if (hookInstance == null || hookInstance.isBlank()) {
            throw new InvalidFieldException("hookInstance", "is required");
        }
        if (context == null) {
            throw new InvalidFieldException("context", "is required");
        }
        String patientId = text(context, "patientId");
        if (patientId == null) {
            throw new InvalidFieldException("context.patientId", "is required");
        }
        JsonNode draftOrders = context.get("draftOrders");
        if (service.checksDraftOrders() && (draftOrders == null || draftOrders.isNull())) {
            throw new InvalidFieldException("context.draftOrders", "is required at " + service.hook());
        }
        return new HookCall(service, hookInstance, server(), accessToken(), patientId, encounterId(), draftOrders,
                selections(), prefetch);
    }

    /**
     * The Encounter.id of the encounter in context (CDS Hooks): a FHIR id, as the patient's is.
     * The card ledger keeps it with the cards shown, where anything else (a NUL, which PostgreSQL
     * cannot store) would fail the call.
     */
    private String encounterId() {
        String encounterId = text(context, "encounterId");
        if (encounterId != null && !FhirIdSyntax.isValid(encounterId)) {
            throw new InvalidFieldException("context.encounterId", FhirIdSyntax.RULE);
        }
        return encounterId;
    }

    /** Checked as a webhook URL is (the address guard checks the host when it is fetched from). */
    private URI server() {
        return fhirServer == null ? null : URI.create(new OutboundUrl("fhirServer", fhirServer).value());
    }

    private String accessToken() {
        if (fhirAuthorization == null) {
            return null;
        }
        if (fhirAuthorization.accessToken() == null || fhirAuthorization.accessToken().isBlank()) {
            throw new InvalidFieldException("fhirAuthorization.access_token", "is required with fhirAuthorization");
        }
        if (fhirAuthorization.tokenType() != null && !"Bearer".equalsIgnoreCase(fhirAuthorization.tokenType())) {
            throw new InvalidFieldException("fhirAuthorization.token_type", "must be Bearer");
        }
        return fhirAuthorization.accessToken();
    }

    private List<String> selections() {
        JsonNode selections = context.get("selections");
        if (selections == null || selections.isNull()) {
            return List.of();
        }
        if (!selections.isArray()) {
            throw new InvalidFieldException("context.selections", "must be an array of references");
        }
        return StreamSupport.stream(selections.spliterator(), false).map(JsonNode::asText).toList();
    }

    private static String text(ObjectNode context, String field) {
        JsonNode value = context.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual() || value.asText().isBlank()) {
            throw new InvalidFieldException("context." + field, "must be a non-empty string");
        }
        return value.asText();
    }
}
