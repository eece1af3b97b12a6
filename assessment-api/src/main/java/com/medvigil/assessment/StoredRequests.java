package com.medvigil.assessment;

import java.util.Set;

import org.springframework.stereotype.Component;

import com.medvigil.model.assessment.Assessment;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The one writer and reader of an assessment's stored request. Version 2 holds the checked inputs
 * in the engine's terms. Version 1 held the request as the client sent it, patient block included
 * (that block went onto the profile and is not read again); it is checked again as it is read.
 */
@Component
public class StoredRequests {

    static final int VERSION = 2;
    private static final int AS_SENT = 1;

    private final VersionedJson documents;

    StoredRequests(ObjectMapper json) {
        this.documents = new VersionedJson(json, "request", Set.of(AS_SENT, VERSION));
    }

    String write(ClinicalInputs inputs) {
        return documents.write(inputs, VERSION);
    }

    ClinicalInputs read(Assessment assessment) {
        VersionedJson.Read stored = documents.read(assessment.getRequestJson());
        ObjectNode document = stored.document();
        if (stored.version() == AS_SENT) {
            document.remove("patient");
            return documents.bind(document, ClinicalRequest.class).check();
        }
        return documents.bind(document, ClinicalInputs.class);
    }
}
