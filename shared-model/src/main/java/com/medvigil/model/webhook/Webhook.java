package com.medvigil.model.webhook;

import java.time.Instant;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import org.hibernate.annotations.DynamicUpdate;
import org.hibernate.annotations.TenantId;

import com.medvigil.model.persistence.AssignedIdEntity;

/**
 * Where a tenant wants to hear about events, and the secret its deliveries are signed with (kept
 * only as a ciphertext). A tenant's legacy single configuration ({@code PUT /v1/tenants/webhook})
 * is a webhook too, subscribed to {@code assessment.completed}, managed only through that endpoint.
 */
@Entity
@Table(name = "webhook")
// Only the columns a change touches are written: the health columns are counted up by the outbox
// in SQL, and a rename saved meanwhile must not write back the values it read.
@DynamicUpdate
public class Webhook extends AssignedIdEntity {

    /** How the legacy configuration is named where a name is shown, such as in logs. */
    public static final String LEGACY_NAME = "Legacy webhook";

    @TenantId
    @Column(name = "tenant_id", nullable = false, updatable = false)
    private UUID tenantId;

    @Column(name = "name", nullable = false)
    private String name;

    @Column(name = "url", nullable = false)
    private String url;

    @Convert(converter = EventTypesColumn.class)
    @Column(name = "events", nullable = false)
    private Set<WebhookEventType> events;

    @Convert(converter = WebhookStatusColumn.class)
    @Column(name = "status", nullable = false)
    private WebhookStatus status;

    @Column(name = "secret_ciphertext", nullable = false)
    private String secretCiphertext;

    @Column(name = "legacy_tenant_id", updatable = false)
    private UUID legacyTenantId;

    @Column(name = "last_success_at")
    private Instant lastSuccessAt;

    @Column(name = "consecutive_failures", nullable = false)
    private int consecutiveFailures;

    @Column(name = "failing_since")
    private Instant failingSince;

    @Column(name = "disabled_at")
    private Instant disabledAt;

    @Column(name = "disabled_reason")
    private String disabledReason;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected Webhook() {
        // for JPA
    }

    private Webhook(UUID id, String name, String url, Set<WebhookEventType> events, String secretCiphertext,
                    UUID legacyTenantId, Instant now) {
        super(id);
        this.name = Objects.requireNonNull(name, "name");
        this.url = Objects.requireNonNull(url, "url");
        this.events = copyOf(events);
        this.status = WebhookStatus.ACTIVE;
        this.secretCiphertext = Objects.requireNonNull(secretCiphertext, "secretCiphertext");
        this.legacyTenantId = legacyTenantId;
        this.tenantId = legacyTenantId;
        this.createdAt = now;
        this.updatedAt = now;
    }

    /** A webhook created through {@code POST /v1/webhooks}; it starts active (spec 3.3). */
    public static Webhook subscription(UUID id, String name, String url, Set<WebhookEventType> events,
                                       String secretCiphertext, Instant now) {
        return new Webhook(id, name, url, events, secretCiphertext, null, now);
    }

    /** The tenant's legacy single configuration, which receives {@code assessment.completed}. */
    public static Webhook legacy(UUID id, UUID tenantId, String url, String secretCiphertext, Instant now) {
        return new Webhook(id, LEGACY_NAME, url, EnumSet.of(WebhookEventType.ASSESSMENT_COMPLETED), secretCiphertext,
                Objects.requireNonNull(tenantId, "tenantId"), now);
    }

    /** Whether an event of this type is to be delivered here now. */
    public boolean receives(WebhookEventType type) {
        return status == WebhookStatus.ACTIVE && events.contains(type);
    }

    public void rename(String newName, Instant now) {
        name = Objects.requireNonNull(newName, "name");
        updatedAt = now;
    }

    /** Pending retries follow the webhook to its new address: that is how a wrong URL gets fixed. */
    public void moveTo(String newUrl, Instant now) {
        url = Objects.requireNonNull(newUrl, "url");
        updatedAt = now;
    }

    public void subscribeTo(Set<WebhookEventType> newEvents, Instant now) {
        events = copyOf(newEvents);
        updatedAt = now;
    }

    /**
     * Enabling a webhook that was not active starts it afresh: its run of failures is forgotten,
     * so the endpoint that was fixed gets the full disable-after period again.
     */
    public void changeStatus(WebhookStatus newStatus, Instant now) {
        Objects.requireNonNull(newStatus, "status");
        if (newStatus == WebhookStatus.ACTIVE && status != WebhookStatus.ACTIVE) {
            consecutiveFailures = 0;
            failingSince = null;
            disabledAt = null;
            disabledReason = null;
        }
        status = newStatus;
        updatedAt = now;
    }

    /** The next attempt of every delivery is signed with the new secret; the old one is gone. */
    public void replaceSecret(String newSecretCiphertext, Instant now) {
        secretCiphertext = Objects.requireNonNull(newSecretCiphertext, "secretCiphertext");
        updatedAt = now;
    }

    public boolean isLegacy() {
        return legacyTenantId != null;
    }

    public UUID getTenantId() {
        return tenantId;
    }

    public String getName() {
        return name;
    }

    public String getUrl() {
        return url;
    }

    public Set<WebhookEventType> getEvents() {
        return events;
    }

    public WebhookStatus getStatus() {
        return status;
    }

    public WebhookHealth getHealth() {
        return new WebhookHealth(status, lastSuccessAt, consecutiveFailures, failingSince, disabledAt, disabledReason);
    }

    public String getSecretCiphertext() {
        return secretCiphertext;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public Instant getUpdatedAt() {
        return updatedAt;
    }

    private static Set<WebhookEventType> copyOf(Set<WebhookEventType> events) {
        if (events == null || events.isEmpty()) {
            throw new IllegalArgumentException("A webhook subscribes to at least one event");
        }
        return Collections.unmodifiableSet(EnumSet.copyOf(events));
    }
}
