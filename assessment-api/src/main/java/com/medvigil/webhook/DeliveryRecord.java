package com.medvigil.webhook;

import java.util.List;

import com.medvigil.model.webhook.DeliveryAttempt;
import com.medvigil.model.webhook.OutboxEvent;
import com.medvigil.model.webhook.WebhookDelivery;

/** A delivery as its webhook's owner sees it: the event it carries and every attempt made. */
public record DeliveryRecord(WebhookDelivery delivery, OutboxEvent event, List<DeliveryAttempt> attempts) {
}
