-- The latest copy of every stored FHIR resource, as native JSON, and its search index.
-- Runs unchanged on H2 (PostgreSQL mode) and PostgreSQL 15+.

CREATE TABLE fhir_resource (
    tenant_id     UUID                     NOT NULL REFERENCES tenant (id),
    resource_type VARCHAR(40)              NOT NULL,
    resource_id   VARCHAR(64)              NOT NULL,
    version_id    INTEGER                  NOT NULL,
    last_updated  TIMESTAMP WITH TIME ZONE NOT NULL,
    -- FHIR id of the patient the resource is about (the Patient's own id for a Patient).
    patient_ref   VARCHAR(64),
    resource_json TEXT                     NOT NULL,
    PRIMARY KEY (tenant_id, resource_type, resource_id)
);
CREATE INDEX fhir_resource_by_patient ON fhir_resource (tenant_id, resource_type, patient_ref);

-- Token search values (identifier, status, code, category) extracted with FHIRPath.
CREATE TABLE fhir_token (
    tenant_id     UUID         NOT NULL,
    resource_type VARCHAR(40)  NOT NULL,
    resource_id   VARCHAR(64)  NOT NULL,
    param         VARCHAR(40)  NOT NULL,
    token_system  VARCHAR(255),
    token_value   VARCHAR(255) NOT NULL,
    FOREIGN KEY (tenant_id, resource_type, resource_id)
        REFERENCES fhir_resource (tenant_id, resource_type, resource_id) ON DELETE CASCADE
);
-- Selects the resources that have a code or identifier (Patient?identifier=...).
CREATE INDEX fhir_token_by_value ON fhir_token (tenant_id, resource_type, param, token_value);
-- Checks one resource for a code (Observation?patient=...&category=...) in a single lookup, and
-- finds a resource's tokens when it is replaced.
CREATE INDEX fhir_token_by_resource ON fhir_token (tenant_id, resource_type, resource_id, param, token_value);
