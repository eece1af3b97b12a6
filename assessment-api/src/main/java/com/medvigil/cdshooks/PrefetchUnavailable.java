package com.medvigil.cdshooks;

import java.util.List;

/**
 * The EHR neither sent some prefetch data nor gave access to its FHIR server, or that server did
 * not answer in time: CDS Hooks 2.0 has the service answer 412 Precondition Failed, and the EHR may
 * call again with the data.
 */
public class PrefetchUnavailable extends RuntimeException {

    private final List<String> keys;

    public PrefetchUnavailable(List<String> keys) {
        this(keys, "no fhirServer with fhirAuthorization to fetch it from");
    }

    public PrefetchUnavailable(List<String> keys, String why) {
        super("Prefetch data missing (" + String.join(", ", keys) + "): " + why);
        this.keys = List.copyOf(keys);
    }

    public List<String> keys() {
        return keys;
    }
}
