package com.medvigil.cdshooks.web;

import java.time.Instant;
import java.util.Map;
import java.util.UUID;

import com.medvigil.model.cdshooks.CdsClient;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

/** How a CDS client is shown: its keys' URL, or its public JWK set, whichever it was registered with. */
record CdsClientView(UUID id, String name, String issuer, String jwksUrl, Map<String, Object> jwks, Instant createdAt) {

    private static final TypeReference<Map<String, Object>> JSON_OBJECT = new TypeReference<>() {
    };

    static CdsClientView of(CdsClient client, ObjectMapper json) {
        return new CdsClientView(client.getId(), client.getName(), client.getIssuer(), client.getJwksUrl(),
                client.getJwks() == null ? null : read(client.getJwks(), json), client.getCreatedAt());
    }

    private static Map<String, Object> read(String jwks, ObjectMapper json) {
        try {
            return json.readValue(jwks, JSON_OBJECT);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A stored JWK set is not JSON", e);
        }
    }
}
