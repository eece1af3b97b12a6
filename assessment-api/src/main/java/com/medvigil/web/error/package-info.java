/**
 * The two error mappings of the service: {@code {message}} bodies for the REST API and
 * OperationOutcomes under {@code /v1/fhir}, with one status per kind of problem.
 */
package com.medvigil.web.error;
