-- The range [date_low, date_high) of a resource's date search parameter (Observation date, Condition
-- recorded-date, MedicationRequest authoredon, Encounter date): each served type has at most one,
-- so two columns of the resource serve search and _sort without a join. NULL: the resource has no
-- such date. An open end of a Period is stored as 0001-01-01 or 9999-12-31. Migration V20_2 fills
-- them for the resources already stored.
ALTER TABLE fhir_resource ADD COLUMN date_low TIMESTAMP WITH TIME ZONE;
ALTER TABLE fhir_resource ADD COLUMN date_high TIMESTAMP WITH TIME ZONE;
CREATE INDEX fhir_resource_by_date ON fhir_resource (tenant_id, resource_type, date_low);
