package com.medvigil.webhook;

import java.time.Instant;
import java.util.UUID;

/**
 * The service disabled a webhook whose every delivery attempt had failed for too long; published in
 * the transaction that disabled it, which the one replica that made the change commits.
 *
 * @param reason      why, as the webhook's health reports it ("every delivery failed for 3 days")
 * @param lastAttempt what the last attempt got, as the delivery log describes it
 */
public record WebhookDisabled(UUID tenantId, UUID webhookId, String reason, String lastAttempt, Instant disabledAt) {
}
