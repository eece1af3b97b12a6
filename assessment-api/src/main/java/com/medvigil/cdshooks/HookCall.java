package com.medvigil.cdshooks;

import java.net.URI;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One checked call of a CDS service: who and what it is about ({@code context}), the data the EHR
 * sent along ({@code prefetch}, by key; a key may be absent, null or an OperationOutcome), and
 * where the rest may be fetched ({@code fhirServer} with its bearer token, both null when the EHR
 * offers no access). {@code draftOrders} is the context's Bundle of draft MedicationRequests (null
 * at patient-view); {@code selections} the ids order-select names as newly selected.
 */
public record HookCall(CdsService service, String hookInstance, URI fhirServer, String accessToken, String patientId,
                       String encounterId, JsonNode draftOrders, List<String> selections,
                       Map<String, JsonNode> prefetch) {

    public HookCall {
        selections = selections == null ? List.of() : List.copyOf(selections);
        prefetch = prefetch == null ? Map.of() : prefetch;
    }

    /** Whether missing data may be fetched from the EHR's FHIR server. */
    public boolean canFetch() {
        return fhirServer != null && accessToken != null;
    }
}
