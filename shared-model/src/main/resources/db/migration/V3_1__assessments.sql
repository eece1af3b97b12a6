-- Assessments, the durable job queue that processes them, and the audit trail of review changes.
-- JSON documents are unbounded VARCHAR: TEXT-like on PostgreSQL, CHARACTER VARYING on H2.

CREATE TABLE assessment (
    id                UUID                     PRIMARY KEY,
    tenant_id         UUID                     NOT NULL REFERENCES tenant (id),
    patient_id        UUID                     NOT NULL,
    status            VARCHAR(16)              NOT NULL,
    review_status     VARCHAR(16)              NOT NULL,
    risk_level        VARCHAR(16),
    summary           VARCHAR,
    request_json      VARCHAR                  NOT NULL,
    inputs_json       VARCHAR,
    result_json       VARCHAR,
    failure_reason    VARCHAR(1000),
    created_at        TIMESTAMP WITH TIME ZONE NOT NULL,
    started_at        TIMESTAMP WITH TIME ZONE,
    completed_at      TIMESTAMP WITH TIME ZONE,
    review_updated_at TIMESTAMP WITH TIME ZONE NOT NULL,
    FOREIGN KEY (tenant_id, patient_id) REFERENCES patient (tenant_id, id)
);
-- The clinicians' worklist: newest first within a tenant, optionally for one patient.
CREATE INDEX assessment_worklist ON assessment (tenant_id, created_at DESC, id DESC);
CREATE INDEX assessment_by_patient ON assessment (tenant_id, patient_id, created_at DESC);

-- One row per assessment still to be processed; deleted in the transaction that completes it.
-- A worker leases a row (lease_token, lease_until); an expired lease is taken over by another.
CREATE TABLE assessment_job (
    assessment_id UUID                     PRIMARY KEY REFERENCES assessment (id),
    tenant_id     UUID                     NOT NULL,
    available_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    attempts      INTEGER                  NOT NULL,
    lease_owner   VARCHAR(100),
    lease_token   UUID,
    lease_until   TIMESTAMP WITH TIME ZONE,
    last_error    VARCHAR(1000)
);
CREATE INDEX assessment_job_due ON assessment_job (available_at);

CREATE TABLE assessment_review_change (
    id             UUID                     PRIMARY KEY,
    tenant_id      UUID                     NOT NULL REFERENCES tenant (id),
    assessment_id  UUID                     NOT NULL REFERENCES assessment (id),
    from_status    VARCHAR(16)              NOT NULL,
    to_status      VARCHAR(16)              NOT NULL,
    changed_at     TIMESTAMP WITH TIME ZONE NOT NULL,
    api_key_id     UUID,
    admin_email    VARCHAR(320)
);
CREATE INDEX assessment_review_change_by_assessment ON assessment_review_change (assessment_id, changed_at);
