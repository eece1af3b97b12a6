-- The webhook outbox and the durable delivery queue. Assessment completion writes an outbox row
-- in its own transaction; the dispatcher turns each row into one delivery per subscribed webhook,
-- and every attempt at a delivery is recorded. Runs unchanged on H2 and PostgreSQL 15+.

CREATE TABLE webhook_outbox (
    -- The event id, sent as "id" in every delivery body of this event.
    id            UUID                     PRIMARY KEY,
    tenant_id     UUID                     NOT NULL REFERENCES tenant (id),
    type          VARCHAR(64)              NOT NULL,
    assessment_id UUID                     NOT NULL,
    patient_id    UUID                     NOT NULL,
    status        VARCHAR(16)              NOT NULL,
    risk_level    VARCHAR(16),
    summary       VARCHAR,
    occurred_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    -- The delivery body, rendered once when the event is dispatched, so that every delivery and
    -- every retry of this event sends the same bytes.
    payload       VARCHAR,
    -- Null until the event has been turned into deliveries.
    dispatched_at TIMESTAMP WITH TIME ZONE,
    CONSTRAINT webhook_outbox_type_known CHECK (type IN ('assessment.completed', 'assessment.failed'))
);
CREATE INDEX webhook_outbox_undispatched ON webhook_outbox (dispatched_at);

CREATE TABLE webhook_delivery (
    -- Sent as X-MedVigil-Delivery-Id, the same on every attempt, so receivers can de-duplicate.
    id               UUID                     PRIMARY KEY,
    tenant_id        UUID                     NOT NULL REFERENCES tenant (id),
    -- Deleting a webhook deletes its deliveries, which stops any retry still waiting.
    webhook_id       UUID                     NOT NULL REFERENCES webhook (id) ON DELETE CASCADE,
    event_id         UUID                     NOT NULL REFERENCES webhook_outbox (id),
    -- The delivery this one sends again (POST .../redeliver); not a foreign key, because the
    -- original may be swept by retention before its redelivery.
    redelivery_of    UUID,
    state            VARCHAR(16)              NOT NULL,
    attempt_count    INTEGER                  NOT NULL,
    -- When the next attempt is due; null once the delivery is finished.
    next_attempt_at  TIMESTAMP WITH TIME ZONE,
    first_attempt_at TIMESTAMP WITH TIME ZONE,
    -- A replica that claims the delivery leases it until this time; when a replica dies
    -- mid-attempt, another one takes the delivery over once the lease has run out.
    leased_until     TIMESTAMP WITH TIME ZONE,
    lease_token      UUID,
    -- Why a delivery failed or was cancelled, when no single attempt says it.
    reason           VARCHAR(200),
    created_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    finished_at      TIMESTAMP WITH TIME ZONE,
    CONSTRAINT webhook_delivery_state_known CHECK (state IN ('pending', 'delivered', 'failed', 'cancelled'))
);
CREATE INDEX webhook_delivery_due ON webhook_delivery (state, next_attempt_at);
CREATE INDEX webhook_delivery_by_webhook ON webhook_delivery (webhook_id, created_at);
CREATE INDEX webhook_delivery_by_event ON webhook_delivery (event_id);

CREATE TABLE webhook_delivery_attempt (
    id           UUID                     PRIMARY KEY,
    tenant_id    UUID                     NOT NULL REFERENCES tenant (id),
    delivery_id  UUID                     NOT NULL REFERENCES webhook_delivery (id) ON DELETE CASCADE,
    number       INTEGER                  NOT NULL,
    attempted_at TIMESTAMP WITH TIME ZONE NOT NULL,
    duration_ms  BIGINT                   NOT NULL,
    -- The receiver's HTTP status, or null when no answer came (then error says why).
    status_code  INTEGER,
    error        VARCHAR(500),
    CONSTRAINT webhook_delivery_attempt_number_unique UNIQUE (delivery_id, number)
);
