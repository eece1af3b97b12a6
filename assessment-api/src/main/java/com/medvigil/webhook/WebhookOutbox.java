package com.medvigil.webhook;

import java.util.UUID;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.webhook.AssessmentEvent;
import com.medvigil.model.webhook.OutboxEvent;
import com.medvigil.model.webhook.OutboxEvents;

/**
 * Where assessment processing hands over its events for webhook delivery. The event is stored in
 * the caller's own transaction, so it is delivered if and only if the assessment's new state is
 * committed; the dispatcher is woken once that commit happens.
 */
@Component
public class WebhookOutbox {

    private final OutboxEvents events;
    private final TenantContext tenantContext;
    private final ApplicationEventPublisher publisher;

    WebhookOutbox(OutboxEvents events, TenantContext tenantContext, ApplicationEventPublisher publisher) {
        this.events = events;
        this.tenantContext = tenantContext;
        this.publisher = publisher;
    }

    /**
     * Stores the event for delivery to the current tenant's webhooks and answers its id (the
     * {@code id} of the delivery body). Call inside the transaction that records the assessment's
     * COMPLETED or FAILED state, in the assessment's tenant scope; without a transaction this fails.
     */
    @Transactional(propagation = Propagation.MANDATORY)
    public UUID publish(AssessmentEvent event) {
        if (tenantContext.tenantId().isEmpty()) {
            throw new IllegalStateException("Publish assessment events inside the assessment's tenant scope");
        }
        OutboxEvent stored = events.save(new OutboxEvent(UUID.randomUUID(), event));
        publisher.publishEvent(new WebhookWorkAdded());
        return stored.getId();
    }

    /**
     * The same as {@link #publish}, for code that announces the event with Spring's
     * {@code ApplicationEventPublisher} rather than calling the outbox: listeners run
     * synchronously, so the event joins the publisher's transaction all the same.
     */
    @EventListener
    @Transactional(propagation = Propagation.MANDATORY)
    public void on(AssessmentEvent event) {
        publish(event);
    }
}
