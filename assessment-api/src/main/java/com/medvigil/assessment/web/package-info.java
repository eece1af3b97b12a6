/**
 * The {@code /v1/assessments} endpoints: the request and view records of the spec, and their
 * mapping to and from the assessment feature's own types.
 */
package com.medvigil.assessment.web;
