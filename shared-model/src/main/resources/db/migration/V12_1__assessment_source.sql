-- Where an assessment came from (issue 17): a request to /v1/assessments (API) or a CDS Hooks call
-- at the moment of prescribing (CDS_HOOKS), which clinicians review in the same worklist.
ALTER TABLE assessment ADD COLUMN source VARCHAR(16) DEFAULT 'API' NOT NULL;
