package com.medvigil.webhook;

import java.util.List;

/** A delivery as its webhook's owner sees it: the event it carries and every attempt made. */
public record DeliveryRecord(WebhookDelivery delivery, OutboxEvent event, List<DeliveryAttempt> attempts) {
}
