package com.medvigil.webhook.web;

import java.net.URI;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.webhook.WebhookStatus;
import com.medvigil.model.webhook.Webhooks;
import com.medvigil.outbound.OutboundUrl;
import com.medvigil.webhook.RegisteredWebhook;
import com.medvigil.webhook.WebhookChanges;
import com.medvigil.webhook.WebhookEvents;
import com.medvigil.webhook.WebhookName;
import com.medvigil.webhook.WebhookRegistration;

import com.fasterxml.jackson.annotation.JsonSetter;
import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

/** The current tenant's webhooks (spec 4.11): create, list, read, change, delete, new secret. */
@RestController
@RequestMapping("/v1/webhooks")
class WebhookController {

    private final WebhookRegistration registration;
    private final Webhooks webhooks;

    WebhookController(WebhookRegistration registration, Webhooks webhooks) {
        this.registration = registration;
        this.webhooks = webhooks;
    }

    record CreateWebhookRequest(String name, String url, List<String> events) {
    }

    /**
     * A PATCH body. A field left out stays as it is; a field sent as null is refused, since none
     * can be erased. The setters note which fields were sent, which a record cannot tell.
     */
    static final class UpdateWebhookRequest {

        private final Set<String> sent = new HashSet<>();
        private String name;
        private String url;
        private List<String> events;
        private String status;

        @JsonSetter("name")
        void name(String value) {
            name = value;
            sent.add("name");
        }

        @JsonSetter("url")
        void url(String value) {
            url = value;
            sent.add("url");
        }

        @JsonSetter("events")
        void events(List<String> value) {
            events = value;
            sent.add("events");
        }

        @JsonSetter("status")
        void status(String value) {
            status = value;
            sent.add("status");
        }

        /** The value when the field was sent, empty when it was left out; sent as null is an error. */
        private <T> Optional<T> sent(String field, T value) {
            if (!sent.contains(field)) {
                return Optional.empty();
            }
            if (value == null) {
                throw new InvalidFieldException(field, "must not be null");
            }
            return Optional.of(value);
        }
    }

    record WebhookWithSecret(WebhookView webhook, String secret) {

        static WebhookWithSecret of(RegisteredWebhook registered) {
            return new WebhookWithSecret(WebhookView.of(registered.webhook()), registered.secret().value());
        }
    }

    record WebhookList(List<WebhookView> webhooks) {
    }

    record OneWebhook(WebhookView webhook) {
    }

    @PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
    @ApiResponse(responseCode = "201", description = "Created (active); the secret is shown here and on regeneration only",
            headers = @Header(name = "Location", description = "/v1/webhooks/{id}"))
    @ApiResponse(responseCode = "409", description = "The tenant has the most webhooks allowed (20)")
    ResponseEntity<WebhookWithSecret> create(@RequestBody(required = false) CreateWebhookRequest request) {
        if (request == null) {
            throw new InvalidFieldException("body", "is required: {\"name\": ..., \"url\": ..., \"events\": [...]}");
        }
        RegisteredWebhook created = registration.create(new WebhookName(request.name()),
                new OutboundUrl("url", request.url()), WebhookEvents.parse(request.events()));
        return ResponseEntity.created(URI.create("/v1/webhooks/" + created.webhook().getId()))
                .body(WebhookWithSecret.of(created));
    }

    @GetMapping
    WebhookList list() {
        return new WebhookList(webhooks.findSubscriptions().stream().map(WebhookView::of).toList());
    }

    @GetMapping("/{id}")
    OneWebhook get(@PathVariable UUID id) {
        return new OneWebhook(webhooks.findSubscription(id).map(WebhookView::of)
                .orElseThrow(() -> new NotFoundException("Webhook", id)));
    }

    @PatchMapping(path = "/{id}", consumes = MediaType.APPLICATION_JSON_VALUE)
    OneWebhook update(@PathVariable UUID id, @RequestBody(required = false) UpdateWebhookRequest request) {
        if (request == null) {
            throw new InvalidFieldException("body", "must set at least one of name, url, events, status");
        }
        WebhookChanges changes = new WebhookChanges(
                request.sent("name", request.name).map(WebhookName::new).orElse(null),
                request.sent("url", request.url).map(url -> new OutboundUrl("url", url)).orElse(null),
                request.sent("events", request.events).map(WebhookEvents::parse).orElse(null),
                request.sent("status", request.status).map(WebhookController::status).orElse(null));
        return new OneWebhook(WebhookView.of(registration.update(id, changes)));
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    void delete(@PathVariable UUID id) {
        registration.delete(id);
    }

    @PostMapping("/{id}/regenerate-secret")
    WebhookWithSecret regenerateSecret(@PathVariable UUID id) {
        return WebhookWithSecret.of(registration.regenerateSecret(id));
    }

    private static WebhookStatus status(String value) {
        return WebhookStatus.fromValue(value).orElseThrow(() -> new InvalidFieldException("status",
                "must be one of " + WebhookStatus.allowedValues()));
    }
}
