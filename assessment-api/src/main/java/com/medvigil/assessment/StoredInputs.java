package com.medvigil.assessment;

import java.util.Set;

import org.springframework.stereotype.Component;

import com.fasterxml.jackson.databind.ObjectMapper;

/** The one writer and reader of an assessment's stored list of the FHIR resources it used. */
@Component
public class StoredInputs {

    static final int VERSION = 1;

    private final VersionedJson documents;

    StoredInputs(ObjectMapper json) {
        this.documents = new VersionedJson(json, "inputs list", Set.of(VERSION));
    }

    String write(InputsFromFhir inputs) {
        return documents.write(inputs, VERSION);
    }

    /** Null when nothing is stored yet. */
    public InputsFromFhir read(String inputsJson) {
        return inputsJson == null ? null : documents.bind(documents.read(inputsJson).document(), InputsFromFhir.class);
    }
}
