-- Without fresh statistics (a first bulk load, or autovacuum off) PostgreSQL picks among indexes
-- that share columns by a near tie, and picked wrongly, reading every resource or token of the
-- type in the tenant for what should be one index probe:
--  * primary-key lookups of fhir_resource went to the patient index, which also led with
--    (tenant_id, resource_type);
--  * Patient?identifier= went to the token index built for "does this resource have this code";
--  * that check (the EXISTS of a further search parameter) went to the value index, then read
--    every token of that code in the tenant.
-- Now the patient index needs patient_ref right after tenant_id, the per-resource index leads
-- with resource_id, and the value index ends with resource_id, so that it answers the
-- per-resource check with one probe too. (PostgreSQL should still run autovacuum, its default:
-- with statistics none of these choices is close.)

DROP INDEX fhir_resource_by_patient;
-- A patient's resources of a type: tenant_id, patient_ref and resource_type equalities.
CREATE INDEX fhir_resource_by_patient ON fhir_resource (tenant_id, patient_ref, resource_type);

DROP INDEX fhir_token_by_value;
-- The resources that have a code or identifier (Patient?identifier=...), and whether one does.
CREATE INDEX fhir_token_by_value ON fhir_token (tenant_id, resource_type, param, token_value, resource_id);

DROP INDEX fhir_token_by_resource;
-- One resource's tokens: whether it has a code, deleting a replaced resource's tokens, and the
-- foreign key's cascade.
CREATE INDEX fhir_token_by_resource ON fhir_token (resource_id, tenant_id, resource_type, param, token_value);
