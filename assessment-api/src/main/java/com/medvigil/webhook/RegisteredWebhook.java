package com.medvigil.webhook;

/** A webhook with the secret it was just given: the only moment the secret is shown. */
public record RegisteredWebhook(Webhook webhook, WebhookSecret secret) {
}
