package com.medvigil.webhook;

import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.data.domain.Limit;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.medvigil.model.error.ConflictException;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.webhook.DeliveryAttempt;
import com.medvigil.model.webhook.DeliveryAttempts;
import com.medvigil.model.webhook.OutboxEvent;
import com.medvigil.model.webhook.OutboxEvents;
import com.medvigil.model.webhook.Webhook;
import com.medvigil.model.webhook.WebhookDeliveries;
import com.medvigil.model.webhook.WebhookDelivery;
import com.medvigil.model.webhook.WebhookStatus;
import com.medvigil.model.webhook.Webhooks;

/**
 * The current tenant's view of a webhook's deliveries and their attempts, and manual
 * redelivery. The legacy configuration's deliveries are reachable by its id too, which every
 * delivery carries in {@code X-MedVigil-Webhook-Id}.
 */
@Service
public class DeliveryLog {

    public static final int DEFAULT_LIMIT = 20;
    public static final int MAX_LIMIT = 100;

    private final Webhooks webhooks;
    private final WebhookDeliveries deliveries;
    private final DeliveryAttempts attempts;
    private final OutboxEvents events;
    private final ApplicationEventPublisher publisher;
    private final Clock clock;

    DeliveryLog(Webhooks webhooks, WebhookDeliveries deliveries, DeliveryAttempts attempts, OutboxEvents events,
                ApplicationEventPublisher publisher, Clock clock) {
        this.webhooks = webhooks;
        this.deliveries = deliveries;
        this.attempts = attempts;
        this.events = events;
        this.publisher = publisher;
        this.clock = clock;
    }

    /** The webhook's most recent deliveries, newest first. */
    @Transactional(readOnly = true)
    public List<DeliveryRecord> recent(UUID webhookId, int limit) {
        requireWebhook(webhookId);
        return records(deliveries.findByWebhookIdOrderByCreatedAtDescIdDesc(webhookId, Limit.of(limit)));
    }

    @Transactional(readOnly = true)
    public DeliveryRecord find(UUID webhookId, UUID deliveryId) {
        requireWebhook(webhookId);
        return records(List.of(requireDelivery(webhookId, deliveryId))).get(0);
    }

    /**
     * Sends a finished delivery's event to its webhook again, as a new delivery with its own id
     * (receivers de-duplicating by delivery id would otherwise drop what was asked for on purpose).
     */
    @Transactional
    public DeliveryRecord redeliver(UUID webhookId, UUID deliveryId) {
        Webhook webhook = requireWebhook(webhookId);
        WebhookDelivery original = requireDelivery(webhookId, deliveryId);
        if (original.isPending()) {
            throw new ConflictException("delivery " + deliveryId + " is still pending; it can be redelivered once it has"
                    + " finished");
        }
        if (webhook.getStatus() != WebhookStatus.ACTIVE) {
            throw new ConflictException("webhook " + webhookId + " is " + webhook.getStatus().value()
                    + "; only active webhooks receive deliveries");
        }
        WebhookDelivery again = deliveries.save(original.redeliver(clock.instant()));
        publisher.publishEvent(new WebhookWorkAdded());
        return records(List.of(again)).get(0);
    }

    private Webhook requireWebhook(UUID webhookId) {
        return webhooks.findById(webhookId).orElseThrow(() -> new NotFoundException("Webhook", webhookId));
    }

    private WebhookDelivery requireDelivery(UUID webhookId, UUID deliveryId) {
        return deliveries.findByIdAndWebhookId(deliveryId, webhookId)
                .orElseThrow(() -> new NotFoundException("Delivery", deliveryId));
    }

    private List<DeliveryRecord> records(List<WebhookDelivery> page) {
        List<UUID> ids = page.stream().map(WebhookDelivery::getId).toList();
        Map<UUID, List<DeliveryAttempt>> attemptsByDelivery = attempts.findByDeliveryIdInOrderByNumberAsc(ids).stream()
                .collect(Collectors.groupingBy(DeliveryAttempt::getDeliveryId));
        Map<UUID, OutboxEvent> eventsById = events.findAllById(page.stream().map(WebhookDelivery::getEventId).distinct().toList())
                .stream().collect(Collectors.toMap(OutboxEvent::getId, Function.identity()));
        return page.stream()
                .map(delivery -> new DeliveryRecord(delivery, eventsById.get(delivery.getEventId()),
                        attemptsByDelivery.getOrDefault(delivery.getId(), List.of())))
                .toList();
    }
}
