package com.medvigil.webhook;

import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.webhook.WebhookStatus;
import com.medvigil.outbound.OutboundUrl;

/** What a PATCH changes; a null part stays as it is, and a change changes something. */
public record WebhookChanges(WebhookName name, OutboundUrl url, WebhookEvents events, WebhookStatus status) {

    public WebhookChanges {
        if (name == null && url == null && events == null && status == null) {
            throw new InvalidFieldException("body", "must set at least one of name, url, events, status");
        }
    }
}
