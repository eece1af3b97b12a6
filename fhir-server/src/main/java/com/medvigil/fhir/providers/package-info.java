/**
 * The HAPI resource provider of each served type ({@code @Read} of the latest copy, {@code @Search}
 * by the declared parameters of spec 4.9, on MedVigil's own tables), and the answer of plain JSON
 * reads and searches straight from the stored JSON.
 */
package com.medvigil.fhir.providers;
