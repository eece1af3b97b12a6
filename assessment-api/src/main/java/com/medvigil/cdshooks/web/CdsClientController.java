package com.medvigil.cdshooks.web;

import java.net.URI;
import java.util.List;
import java.util.Map;
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

import com.medvigil.cdshooks.CdsClientRegistration;
import com.medvigil.cdshooks.CdsIssuer;
import com.medvigil.cdshooks.NewCdsClient;
import com.medvigil.cdshooks.PublicJwkSet;
import com.medvigil.model.cdshooks.CdsClients;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.outbound.OutboundUrl;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

/** The current tenant's CDS clients (docs/cds-hooks.md): register, list, read, delete. */
@RestController
@RequestMapping("/v1/cds-clients")
class CdsClientController {

    private final CdsClientRegistration registration;
    private final CdsClients clients;
    private final ObjectMapper json;

    CdsClientController(CdsClientRegistration registration, CdsClients clients, ObjectMapper json) {
        this.registration = registration;
        this.clients = clients;
        this.json = json;
    }

    record RegisterCdsClientRequest(String name, String issuer, String jwksUrl, Map<String, Object> jwks) {
    }

    record CdsClientList(List<CdsClientView> cdsClients) {
    }

    record OneCdsClient(CdsClientView cdsClient) {
    }

    @PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
    @ApiResponse(responseCode = "201", description = "Registered",
            headers = @Header(name = "Location", description = "/v1/cds-clients/{id}"))
    @ApiResponse(responseCode = "409", description = "The issuer is already registered (issuers are unique across tenants)")
    ResponseEntity<OneCdsClient> register(@RequestBody(required = false) RegisterCdsClientRequest request) {
        if (request == null) {
            throw new InvalidFieldException("body", "is required: {\"name\": ..., \"issuer\": ..., \"jwksUrl\": ...}"
                    + " or {\"name\": ..., \"issuer\": ..., \"jwks\": {\"keys\": [...]}}");
        }
        NewCdsClient client = new NewCdsClient(request.name(), new CdsIssuer(request.issuer()),
                request.jwksUrl() == null ? null : new OutboundUrl("jwksUrl", request.jwksUrl()),
                request.jwks() == null ? null : PublicJwkSet.parse("jwks", request.jwks()));
        CdsClientView created = CdsClientView.of(registration.register(client), json);
        return ResponseEntity.created(URI.create("/v1/cds-clients/" + created.id())).body(new OneCdsClient(created));
    }

    @GetMapping
    CdsClientList list() {
        return new CdsClientList(clients.findAllInOrder().stream().map(client -> CdsClientView.of(client, json)).toList());
    }

    @GetMapping("/{id}")
    OneCdsClient get(@PathVariable UUID id) {
        return new OneCdsClient(CdsClientView.of(registration.find(id), json));
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    void delete(@PathVariable UUID id) {
        registration.delete(id);
    }
}
