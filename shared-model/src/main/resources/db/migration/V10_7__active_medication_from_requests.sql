-- Stored MedicationRequests are assessment inputs too (issue 15): a row now says which resource
-- type it came from. Existing rows all came from MedicationStatements. A statement and a request
-- may share an id, so the unique key takes the type in.
ALTER TABLE active_medication ADD COLUMN source_type VARCHAR(32) DEFAULT 'MedicationStatement' NOT NULL;
ALTER TABLE active_medication DROP CONSTRAINT active_medication_statement_unique;
ALTER TABLE active_medication ADD CONSTRAINT active_medication_source_unique UNIQUE (tenant_id, source_type, statement_id);
