package com.medvigil.tenant.web;

import java.net.URI;
import java.util.List;
import java.util.UUID;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.tenant.ApiKeyName;
import com.medvigil.model.tenant.ApiKeys;
import com.medvigil.tenant.ApiKeyIssuer;
import com.medvigil.tenant.IssuedApiKey;

import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

/** The current tenant's API keys, so that rotation can be scripted: create, list, revoke. */
@RestController
@RequestMapping("/v1/api-keys")
class ApiKeyController {

    private final ApiKeyIssuer issuer;
    private final ApiKeys apiKeys;

    ApiKeyController(ApiKeyIssuer issuer, ApiKeys apiKeys) {
        this.issuer = issuer;
        this.apiKeys = apiKeys;
    }

    record CreateKeyRequest(String name) {
    }

    record CreatedKey(ApiKeyView apiKey, String key) {
    }

    record KeyList(List<ApiKeyView> apiKeys) {
    }

    record OneKey(ApiKeyView apiKey) {
    }

    @PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
    @ApiResponse(responseCode = "201", description = "Created; the key is shown in this answer only",
            headers = @Header(name = "Location", description = "/v1/api-keys/{id}"))
    ResponseEntity<CreatedKey> create(@RequestBody(required = false) CreateKeyRequest request) {
        if (request == null) {
            throw new InvalidFieldException("body", "is required: {\"name\": ...}");
        }
        IssuedApiKey issued = issuer.issue(new ApiKeyName(request.name()));
        return ResponseEntity.created(URI.create("/v1/api-keys/" + issued.key().getId()))
                .body(new CreatedKey(ApiKeyView.of(issued.key()), issued.secret().value()));
    }

    @GetMapping
    KeyList list() {
        return new KeyList(apiKeys.findAllByOrderByCreatedAtAsc().stream().map(ApiKeyView::of).toList());
    }

    @GetMapping("/{id}")
    OneKey get(@PathVariable UUID id) {
        return new OneKey(apiKeys.findById(id).map(ApiKeyView::of).orElseThrow(() -> new NotFoundException("API key", id)));
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    void revoke(@PathVariable UUID id) {
        issuer.revoke(id);
    }
}
