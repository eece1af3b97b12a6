package com.medvigil.fhir.submit;

/**
 * The counts of a submission (spec 2.7): entries stored per type; {@code errors} entries refused;
 * {@code warnings} entries kept but doubtful (a stub patient created, a medication the engine does
 * not recognise, an id sent twice); {@code ignored} entries of types outside the seven. Beyond the
 * spec's ten: {@code unchanged} entries not written because their {@code ifNoneExist} found the
 * resource stored, and {@code conflicts} entries refused because their {@code ifMatch} named
 * another version (also counted in {@code errors}).
 */
public record SubmitSummary(int patients, int medicationStatements, int medicationRequests, int conditions,
                            int allergies, int observations, int encounters, int errors, int warnings, int ignored,
                            int unchanged, int conflicts) {
}
