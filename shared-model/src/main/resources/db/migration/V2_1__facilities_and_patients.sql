-- Facilities, patient profiles and the active medications that FHIR MedicationStatements feed.
-- Runs unchanged on H2 (PostgreSQL mode) and PostgreSQL 15+.

CREATE TABLE facility (
    id           UUID                     PRIMARY KEY,
    tenant_id    UUID                     NOT NULL REFERENCES tenant (id),
    name         VARCHAR(200)             NOT NULL,
    external_id  VARCHAR(200),
    active       BOOLEAN                  NOT NULL,
    fhir_enabled BOOLEAN                  NOT NULL,
    created_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at   TIMESTAMP WITH TIME ZONE NOT NULL
);
-- Serves the list and the default facility (oldest active, FHIR-enabled) of stub rule 4b.
CREATE INDEX facility_by_tenant ON facility (tenant_id, created_at, id);

-- The patient profile (spec 2.3). id is the patientId; fhir_id the FHIR logical id the profile
-- answers to (the patientId itself for a uuid FHIR id or a profile made through /v1/patients).
-- The key includes the tenant: a uuid FHIR id is taken as the patientId, and two tenants may
-- well send the same one (the same EHR export, the same test data).
CREATE TABLE patient (
    id                  UUID                     NOT NULL,
    tenant_id           UUID                     NOT NULL REFERENCES tenant (id),
    fhir_id             VARCHAR(64)              NOT NULL,
    external_id         VARCHAR(200),
    first_name          VARCHAR(200),
    last_name           VARCHAR(200),
    phone               VARCHAR(50),
    date_of_birth       DATE,
    sex                 VARCHAR(16),
    gender_identity     VARCHAR(100),
    weight_kg           NUMERIC(7, 2),
    height_cm           NUMERIC(7, 2),
    ethnicity           VARCHAR(100),
    reproductive_status VARCHAR(32),
    hormonal_therapies  TEXT,
    stub                BOOLEAN                  NOT NULL,
    created_at          TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at          TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (tenant_id, id),
    CONSTRAINT patient_fhir_id_unique UNIQUE (tenant_id, fhir_id)
);
-- Not unique: stub rule 4b gives every stub of a tenant the default facility's externalId.
CREATE INDEX patient_by_external_id ON patient (tenant_id, external_id);
CREATE INDEX patient_by_created_at ON patient (tenant_id, created_at, id);

-- One row per MedicationStatement that is currently taken: the engine's stored medication inputs.
-- id is derived from (tenant, statement id), so a re-sent statement updates its row.
CREATE TABLE active_medication (
    id              UUID                     PRIMARY KEY,
    tenant_id       UUID                     NOT NULL REFERENCES tenant (id),
    patient_id      UUID                     NOT NULL,
    statement_id    VARCHAR(64)              NOT NULL,
    name            VARCHAR(500)             NOT NULL,
    rxnorm_code     VARCHAR(32),
    status          VARCHAR(32)              NOT NULL,
    recognized      BOOLEAN                  NOT NULL,
    dose_value      NUMERIC(19, 6),
    dose_unit       VARCHAR(100),
    frequency       VARCHAR(200),
    route           VARCHAR(200),
    dosage_text     VARCHAR(1000),
    effective_start VARCHAR(40),
    effective_end   VARCHAR(40),
    updated_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT active_medication_statement_unique UNIQUE (tenant_id, statement_id),
    FOREIGN KEY (tenant_id, patient_id) REFERENCES patient (tenant_id, id)
);
CREATE INDEX active_medication_by_patient ON active_medication (tenant_id, patient_id);
