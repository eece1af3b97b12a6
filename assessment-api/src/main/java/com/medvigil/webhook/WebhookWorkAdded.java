package com.medvigil.webhook;

/**
 * Published inside a transaction that added webhook work (an outbox event, a redelivery), so
 * that the dispatcher, listening for the commit, starts at once instead of at its next poll.
 */
public record WebhookWorkAdded() {
}
