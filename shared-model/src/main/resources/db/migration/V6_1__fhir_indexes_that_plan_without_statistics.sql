-- Without fresh statistics (a first bulk load, or autovacuum off) PostgreSQL picks among indexes
-- that share leading columns by a near tie, and picked wrongly twice, reading every resource or
-- token of the type in the tenant for what should be one index probe:
--  * primary-key lookups of fhir_resource went to the patient index, which also led with
--    (tenant_id, resource_type);
--  * Patient?identifier= went to the token index built for "does this resource have this code",
--    which also holds tenant_id, resource_type, param and token_value.
-- Each index now leads with the column only its own queries constrain, so no other query can use it.

DROP INDEX fhir_resource_by_patient;
-- A patient's resources of a type: tenant_id, patient_ref and resource_type equalities.
CREATE INDEX fhir_resource_by_patient ON fhir_resource (tenant_id, patient_ref, resource_type);

DROP INDEX fhir_token_by_resource;
-- One resource's tokens: the EXISTS check of a further search parameter, and the deletion of a
-- replaced resource's tokens.
CREATE INDEX fhir_token_by_resource ON fhir_token (resource_id, tenant_id, resource_type, param, token_value);
