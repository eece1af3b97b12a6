-- Tenants, their dashboard administrators and their API keys.
-- Runs unchanged on H2 (PostgreSQL mode) and PostgreSQL 15+.

CREATE TABLE tenant (
    id                    UUID                     PRIMARY KEY,
    name                  VARCHAR(200)             NOT NULL,
    code                  VARCHAR(32)              NOT NULL,
    rate_limit_per_minute INTEGER,
    created_at            TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT tenant_code_unique UNIQUE (code)
);

CREATE TABLE tenant_admin (
    id         UUID                     PRIMARY KEY,
    tenant_id  UUID                     NOT NULL REFERENCES tenant (id),
    email      VARCHAR(320)             NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT tenant_admin_email_unique UNIQUE (tenant_id, email)
);
CREATE INDEX tenant_admin_by_email ON tenant_admin (email);

-- Only a SHA-256 hash of the secret is kept; the prefix lets people tell keys apart.
CREATE TABLE api_key (
    id           UUID                     PRIMARY KEY,
    tenant_id    UUID                     NOT NULL REFERENCES tenant (id),
    name         VARCHAR(100)             NOT NULL,
    prefix       VARCHAR(16)              NOT NULL,
    secret_hash  VARCHAR(64)              NOT NULL,
    created_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    last_used_at TIMESTAMP WITH TIME ZONE,
    revoked_at   TIMESTAMP WITH TIME ZONE,
    CONSTRAINT api_key_secret_hash_unique UNIQUE (secret_hash)
);
CREATE INDEX api_key_by_tenant ON api_key (tenant_id, created_at);

-- Token buckets shared by every replica (Bucket4j's PostgreSQL select-for-update layout).
CREATE TABLE rate_limit_bucket (
    id         VARCHAR(200) PRIMARY KEY,
    state      BYTEA,
    expires_at BIGINT
);
CREATE INDEX rate_limit_bucket_expiry ON rate_limit_bucket (expires_at);
