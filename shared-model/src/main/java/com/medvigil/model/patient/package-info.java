/**
 * Patient profiles (spec 2.3), however they arrive: through {@code /v1/patients}, an assessment's
 * patient block, a FHIR Patient, or as a stub a FHIR reference called for; and the medications a
 * patient currently takes, as FHIR MedicationStatements report them.
 */
package com.medvigil.model.patient;
