-- The earlier versions of every stored FHIR resource, for vread (GET /{type}/{id}/_history/{vid}).
-- The current version stays in fhir_resource alone: a resource's version n is copied here in the
-- transaction that replaces it with n + 1, so a bulk load of new resources writes nothing here and
-- a re-submission copies each replaced row inside the database (INSERT ... SELECT), without sending
-- its JSON again. Resources stored before this migration have no earlier versions: their history
-- starts at the version they have now.
--
-- Rows name their resource by row number, as fhir_token does (V8_1), and carry the tenant so that
-- every statement can name it. Runs unchanged on H2 (PostgreSQL mode) and PostgreSQL 15+.

CREATE TABLE fhir_resource_history (
    resource_row  BIGINT                   NOT NULL,
    version_id    INTEGER                  NOT NULL,
    tenant_id     UUID                     NOT NULL,
    last_updated  TIMESTAMP WITH TIME ZONE NOT NULL,
    resource_json TEXT                     NOT NULL,
    CONSTRAINT fhir_resource_history_key PRIMARY KEY (resource_row, version_id),
    CONSTRAINT fhir_resource_history_resource_fk
        FOREIGN KEY (resource_row) REFERENCES fhir_resource (row_id) ON DELETE CASCADE
);
