package com.medvigil.fhir.submit;

/**
 * The conditions an entry's {@code request} puts on its write: {@code ifNoneExist}, a search
 * that must match nothing for the resource to be created (conditional create), and
 * {@code ifMatch}, the version the stored resource must have for it to be replaced. Either may
 * be null; both at once are refused.
 */
record EntryConditions(String ifNoneExist, Integer ifMatch) {

    static final EntryConditions NONE = new EntryConditions(null, null);
}
