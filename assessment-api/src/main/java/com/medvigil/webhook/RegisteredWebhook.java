package com.medvigil.webhook;

import com.medvigil.model.webhook.Webhook;

/** A webhook with the secret it was just given: the only moment the secret is shown. */
public record RegisteredWebhook(Webhook webhook, WebhookSecret secret) {
}
