-- CDS Hooks clients (issue 17): the EHRs a tenant lets call its CDS services, each known by the
-- issuer (iss) of the JWTs it signs, with its public keys inline (jwks) or at a URL (jwks_url),
-- and the token ids (jti) already used, which a replayed token is refused by.
-- Runs unchanged on H2 (PostgreSQL mode) and PostgreSQL 15+.

CREATE TABLE cds_client (
    id         UUID                     PRIMARY KEY,
    tenant_id  UUID                     NOT NULL REFERENCES tenant (id),
    name       VARCHAR(100)             NOT NULL,
    -- Unique across tenants: a token's issuer alone says which tenant the call is for.
    issuer     VARCHAR(1024)            NOT NULL,
    jwks_url   VARCHAR(2048),
    -- The public JWK set as JSON, when the keys were registered inline.
    jwks       VARCHAR,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT cds_client_issuer_unique UNIQUE (issuer),
    CONSTRAINT cds_client_one_key_source CHECK ((jwks_url IS NULL) <> (jwks IS NULL))
);
CREATE INDEX cds_client_by_tenant ON cds_client (tenant_id, created_at);

-- One row per accepted token until it expires. The key is the SHA-256 (hex) of the issuer and
-- the jti, so that it has one size whatever a client puts in its jti, and a second use of a
-- token fails on the primary key on every replica. Not tied to a cds_client row: a client
-- deleted and registered again must not get its old tokens accepted once more.
CREATE TABLE cds_token_use (
    token_hash CHAR(64)                 PRIMARY KEY,
    tenant_id  UUID                     NOT NULL REFERENCES tenant (id),
    expires_at TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX cds_token_use_by_expiry ON cds_token_use (expires_at);
