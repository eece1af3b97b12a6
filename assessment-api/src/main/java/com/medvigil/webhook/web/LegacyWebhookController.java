package com.medvigil.webhook.web;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.outbound.OutboundUrl;
import com.medvigil.webhook.LegacyWebhookConfiguration;
import com.medvigil.webhook.LegacyWebhookSecret;

import com.fasterxml.jackson.annotation.JsonSetter;

/**
 * {@code PUT /v1/tenants/webhook} (spec 4.2): the single webhook of older integrations. Both
 * fields are strings, or both null to clear the configuration; neither may be left out.
 */
@RestController
class LegacyWebhookController {

    static final String CONFIGURED = "Webhook configured successfully";

    private final LegacyWebhookConfiguration configuration;

    LegacyWebhookController(LegacyWebhookConfiguration configuration) {
        this.configuration = configuration;
    }

    record Outcome(String message) {
    }

    /**
     * The body; its setters note which fields were sent, because null (clear) and left out (an
     * error) mean different things here, which a record cannot tell apart.
     */
    static final class LegacyWebhookRequest {

        private boolean urlSent;
        private boolean secretSent;
        private String webhookUrl;
        private String webhookSecret;

        @JsonSetter("webhookUrl")
        void webhookUrl(String value) {
            webhookUrl = value;
            urlSent = true;
        }

        @JsonSetter("webhookSecret")
        void webhookSecret(String value) {
            webhookSecret = value;
            secretSent = true;
        }

        @Override
        public String toString() {
            return "LegacyWebhookRequest[webhookUrl=" + webhookUrl + ", webhookSecret=...]";
        }
    }

    /** The documented success text answers clearing too: clients compare it. */
    @PutMapping(path = "/v1/tenants/webhook", consumes = MediaType.APPLICATION_JSON_VALUE)
    Outcome configure(@RequestBody(required = false) LegacyWebhookRequest request) {
        if (request == null) {
            throw new InvalidFieldException("body", "is required: {\"webhookUrl\": ..., \"webhookSecret\": ...}");
        }
        if (!request.urlSent) {
            throw new InvalidFieldException("webhookUrl", "is required (a URL, or null to clear the configuration)");
        }
        if (!request.secretSent) {
            throw new InvalidFieldException("webhookSecret", "is required (a secret, or null to clear the configuration)");
        }
        if (request.webhookUrl == null && request.webhookSecret == null) {
            configuration.clear();
        } else if (request.webhookUrl == null) {
            throw new InvalidFieldException("webhookUrl", "must be a URL when webhookSecret is set (both or neither)");
        } else if (request.webhookSecret == null) {
            throw new InvalidFieldException("webhookSecret", "must be set when webhookUrl is set (both or neither)");
        } else {
            configuration.configure(new OutboundUrl("webhookUrl", request.webhookUrl),
                    new LegacyWebhookSecret(request.webhookSecret));
        }
        return new Outcome(CONFIGURED);
    }
}
