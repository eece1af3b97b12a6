/**
 * FHIR search on the stored resources: the one declaration of the parameters each type supports
 * (spec 4.9 and the DECISIONS aliases), how their values are extracted from a resource with
 * FHIRPath over HAPI's built-in search parameter paths, how a request's parameters become a store
 * query, and how the CapabilityStatement lists them.
 */
package com.medvigil.fhir.search;
