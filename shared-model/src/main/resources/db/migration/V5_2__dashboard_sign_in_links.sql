-- Magic links for the dashboard sign-in. A link names an e-mail address, not a tenant: the person
-- chooses among the tenants that address administers when the link is used. Only the SHA-256
-- of the link's secret is stored, so a copy of this table signs nobody in. Runs unchanged on H2
-- (PostgreSQL mode) and PostgreSQL 15+.

CREATE TABLE dashboard_sign_in_link (
    id         UUID                     PRIMARY KEY,
    token_hash VARCHAR(64)              NOT NULL,
    email      VARCHAR(320)             NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    expires_at TIMESTAMP WITH TIME ZONE NOT NULL,
    -- Set once, by the one conditional UPDATE that redeems the link; every later attempt,
    -- on any replica, finds it set and fails.
    used_at    TIMESTAMP WITH TIME ZONE,
    CONSTRAINT dashboard_sign_in_link_token_unique UNIQUE (token_hash)
);
-- Links are deleted a day after they expire.
CREATE INDEX dashboard_sign_in_link_expiry ON dashboard_sign_in_link (expires_at);
