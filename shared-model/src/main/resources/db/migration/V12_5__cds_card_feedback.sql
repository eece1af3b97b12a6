-- CDS Hooks cards as shown to prescribers, and the feedback the EHR sent about them
-- (docs/cds-hooks.md, "Feedback and repeated alerts"). Runs unchanged on H2 (PostgreSQL mode)
-- and PostgreSQL 15+.

-- One row per card shown. The card's id is the card.uuid the EHR echoes in its feedback, made by
-- the service (never by a client). outcome, outcome_at and override_reason hold the latest
-- feedback (by its outcomeTimestamp), so that the repeated-alert filter and the per-rule
-- statistics read one row per card; every feedback received is kept in cds_card_feedback.
-- assessment_id has no foreign key: the hook call writes its assessment and its cards in an order
-- that is the hook service's own business, and the ledger must not depend on it.
CREATE TABLE cds_card (
    id              UUID                     PRIMARY KEY,
    tenant_id       UUID                     NOT NULL REFERENCES tenant (id),
    assessment_id   UUID                     NOT NULL,
    service_id      VARCHAR(64)              NOT NULL,
    hook_instance   VARCHAR(255)             NOT NULL,
    encounter_id    VARCHAR(255),
    patient_fhir_id VARCHAR(255),
    rule_id         VARCHAR(255)             NOT NULL,
    finding_type    VARCHAR(64)              NOT NULL,
    severity        VARCHAR(32)              NOT NULL,
    -- The rule and the sorted identities of the medicines involved: what makes two cards "the same alert".
    repeat_key      VARCHAR(2000)            NOT NULL,
    shown_at        TIMESTAMP WITH TIME ZONE NOT NULL,
    outcome         VARCHAR(16),
    outcome_at      TIMESTAMP WITH TIME ZONE,
    override_reason VARCHAR(64),
    CONSTRAINT cds_card_outcome_known CHECK (outcome IN ('ACCEPTED', 'OVERRIDDEN'))
);
-- The repeated-alert filter asks by hook instance and by encounter, always within one tenant.
CREATE INDEX cds_card_by_hook_instance ON cds_card (tenant_id, hook_instance);
CREATE INDEX cds_card_by_encounter ON cds_card (tenant_id, encounter_id);
-- The dashboard's statistics read a tenant's cards over a period.
CREATE INDEX cds_card_by_time ON cds_card (tenant_id, shown_at);

-- Every feedback entry received, as sent: the same card may be reported more than once (CDS Hooks
-- allows it), and a pharmacy committee reviewing an override wants the clinician's comment.
CREATE TABLE cds_card_feedback (
    id                   UUID                     PRIMARY KEY,
    tenant_id            UUID                     NOT NULL REFERENCES tenant (id),
    card_id              UUID                     NOT NULL REFERENCES cds_card (id),
    outcome              VARCHAR(16)              NOT NULL,
    -- The accepted suggestions' ids, one per line (ids hold no control characters).
    accepted_suggestions VARCHAR(4000),
    override_reason      VARCHAR(64),
    user_comment         VARCHAR(2000),
    outcome_at           TIMESTAMP WITH TIME ZONE NOT NULL,
    received_at          TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT cds_card_feedback_outcome_known CHECK (outcome IN ('ACCEPTED', 'OVERRIDDEN'))
);
CREATE INDEX cds_card_feedback_by_card ON cds_card_feedback (card_id, outcome_at);
CREATE INDEX cds_card_feedback_by_tenant ON cds_card_feedback (tenant_id, received_at);
