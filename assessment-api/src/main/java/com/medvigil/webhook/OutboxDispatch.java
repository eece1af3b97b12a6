package com.medvigil.webhook;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import com.medvigil.model.webhook.OutboxEvent;
import com.medvigil.model.webhook.OutboxEvents;
import com.medvigil.model.webhook.Webhook;
import com.medvigil.model.webhook.WebhookDeliveries;
import com.medvigil.model.webhook.WebhookDelivery;
import com.medvigil.model.webhook.Webhooks;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Turns outbox events into deliveries: one per active webhook of the event's tenant that
 * subscribes to its type. Locking the events with SKIP LOCKED and marking them dispatched in the
 * same transaction makes each event fan out exactly once, whichever replica gets to it.
 */
@Component
class OutboxDispatch {

    static final int BATCH_SIZE = 100;

    private final OutboxEvents events;
    private final Webhooks webhooks;
    private final WebhookDeliveries deliveries;
    private final ObjectMapper objectMapper;

    OutboxDispatch(OutboxEvents events, Webhooks webhooks, WebhookDeliveries deliveries, ObjectMapper objectMapper) {
        this.events = events;
        this.webhooks = webhooks;
        this.deliveries = deliveries;
        this.objectMapper = objectMapper;
    }

    /**
     * Dispatches up to one batch of events of any tenant and answers how many it took. Runs in
     * the caller's transaction, in the all-tenants scope.
     */
    @Transactional(propagation = Propagation.MANDATORY)
    public int fanOut(Instant now) {
        List<OutboxEvent> batch = events.lockUndispatched(BATCH_SIZE);
        Map<UUID, List<Webhook>> activeByTenant = new HashMap<>();
        for (OutboxEvent event : batch) {
            for (Webhook webhook : activeByTenant.computeIfAbsent(event.getTenantId(), webhooks::findActiveOfTenant)) {
                if (webhook.receives(event.getType())) {
                    deliveries.save(WebhookDelivery.of(event, webhook, now));
                }
            }
            event.markDispatched(render(event), now);
        }
        return batch.size();
    }

    private String render(OutboxEvent event) {
        try {
            return objectMapper.writeValueAsString(DeliveryBody.of(event.getId(), event.toAssessmentEvent()));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A delivery body of plain values always serializes", e);
        }
    }
}
