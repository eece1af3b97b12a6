package com.medvigil.fhir.store;

import java.time.Instant;

/**
 * Where a page of a search starts or ends: a row of the result, by its number and, when the
 * search is sorted by an instant ({@code last_updated} or the date), that instant. Positions select rows by comparison
 * (keyset), so rows written between two pages neither shift nor repeat the rows already paged.
 */
public record RowPosition(long rowId, Instant sortValue) {
}
