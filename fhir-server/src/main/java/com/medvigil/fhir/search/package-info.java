/**
 * FHIR search on the stored resources: which parameters each type supports (spec 4.9 and the
 * DECISIONS aliases), how their values are extracted from a resource with FHIRPath over HAPI's
 * built-in search parameter paths, and how a request's parameters become a store query.
 */
package com.medvigil.fhir.search;
