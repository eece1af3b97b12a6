-- Webhook subscriptions (spec 2.6, 4.11), including each tenant's legacy single configuration
-- (spec 4.2). Runs unchanged on H2 (PostgreSQL mode) and PostgreSQL 15+.

-- The signing secret is kept as an AES-GCM ciphertext: the service must sign with it, so it cannot
-- be hashed, and the encryption key lives in configuration, never in the database.
CREATE TABLE webhook (
    id                UUID                     PRIMARY KEY,
    tenant_id         UUID                     NOT NULL REFERENCES tenant (id),
    name              VARCHAR(100)             NOT NULL,
    url               VARCHAR(2048)            NOT NULL,
    -- Comma-separated event names, such as 'assessment.completed,assessment.failed'.
    events            VARCHAR(200)             NOT NULL,
    status            VARCHAR(16)              NOT NULL,
    secret_ciphertext VARCHAR(2000)            NOT NULL,
    -- Holds tenant_id on the legacy configuration and null on every other webhook, so that the
    -- unique constraint allows one legacy configuration per tenant (H2 has no partial indexes).
    legacy_tenant_id  UUID,
    created_at        TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at        TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT webhook_status_known CHECK (status IN ('active', 'paused', 'disabled')),
    CONSTRAINT webhook_one_legacy_per_tenant UNIQUE (legacy_tenant_id)
);
CREATE INDEX webhook_by_tenant ON webhook (tenant_id, created_at);
