/**
 * {@code Patient/{id}/$everything}: the patient's record as one paged searchset, the Patient,
 * the stored resources about them, and the DetectedIssues derived for them. This package owns the
 * operation's parameters, its cursor across types and the reading of a page.
 */
package com.medvigil.fhir.everything;
