/**
 * One small HAPI resource provider per served type: {@code @Read} of the latest copy and
 * {@code @Search} with the parameters of spec 4.9, on MedVigil's own tables.
 */
package com.medvigil.fhir.providers;
