-- The age of a patient whose birth date is unknown, as a client stated it (demographics.ageYears), and
-- the day it was stated: an age ages, so it is read as "this many years old on that day" and counted
-- on from there. A birth date, once known, replaces it (docs/assessments.md, "Age").
ALTER TABLE patient ADD COLUMN age_years INTEGER;
ALTER TABLE patient ADD COLUMN age_recorded_on DATE;
ALTER TABLE patient ADD CONSTRAINT patient_age_years_range CHECK (age_years IS NULL OR age_years BETWEEN 0 AND 130);
ALTER TABLE patient ADD CONSTRAINT patient_age_stated_on_a_day CHECK ((age_years IS NULL) = (age_recorded_on IS NULL));
