/**
 * Completed assessments as FHIR output: each finding read as a {@code DetectedIssue}, derived from
 * the stored result and inputs list when asked (nothing is written). It implements fhir-server's
 * {@link com.medvigil.fhir.derived.AssessedIssues} port.
 */
package com.medvigil.assessment.fhiroutput;
