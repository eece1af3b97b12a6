package com.medvigil.model.webhook;

import java.time.Instant;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import org.hibernate.annotations.TenantId;

import com.medvigil.model.persistence.AssignedIdEntity;

/** One HTTP request of a delivery and how it went: the receiver's status, or why no answer came. */
@Entity
@Table(name = "webhook_delivery_attempt")
public class DeliveryAttempt extends AssignedIdEntity {

    public static final int MAX_ERROR_LENGTH = 500;

    @TenantId
    @Column(name = "tenant_id", nullable = false, updatable = false)
    private UUID tenantId;

    @Column(name = "delivery_id", nullable = false, updatable = false)
    private UUID deliveryId;

    @Column(name = "number", nullable = false, updatable = false)
    private int number;

    @Column(name = "attempted_at", nullable = false, updatable = false)
    private Instant attemptedAt;

    @Column(name = "duration_ms", nullable = false, updatable = false)
    private long durationMs;

    @Column(name = "status_code", updatable = false)
    private Integer statusCode;

    @Column(name = "error", updatable = false)
    private String error;

    protected DeliveryAttempt() {
        // for JPA
    }

    public DeliveryAttempt(UUID deliveryId, int number, Instant attemptedAt, long durationMs, Integer statusCode,
                           String error) {
        super(UUID.randomUUID());
        this.deliveryId = deliveryId;
        this.number = number;
        this.attemptedAt = attemptedAt;
        this.durationMs = durationMs;
        this.statusCode = statusCode;
        this.error = error == null || error.length() <= MAX_ERROR_LENGTH ? error : error.substring(0, MAX_ERROR_LENGTH);
    }

    public UUID getDeliveryId() {
        return deliveryId;
    }

    public int getNumber() {
        return number;
    }

    public Instant getAttemptedAt() {
        return attemptedAt;
    }

    public long getDurationMs() {
        return durationMs;
    }

    public Integer getStatusCode() {
        return statusCode;
    }

    public String getError() {
        return error;
    }
}
