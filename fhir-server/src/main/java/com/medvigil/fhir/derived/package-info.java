/**
 * FHIR resources derived at request time from what MedVigil computed rather than stored: each
 * completed assessment's findings read as {@code DetectedIssue}s. This package owns their HAPI
 * provider, its search parameters and the port ({@link com.medvigil.fhir.derived.AssessedIssues})
 * through which the application supplies them; fhir-server knows nothing of assessments.
 */
package com.medvigil.fhir.derived;
