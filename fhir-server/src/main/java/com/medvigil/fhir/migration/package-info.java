/**
 * Flyway migrations that need the FHIR server's own code (HAPI's parser, the search indexer), so
 * that what they write for stored resources is what {@code $submit} writes for new ones.
 */
package com.medvigil.fhir.migration;
