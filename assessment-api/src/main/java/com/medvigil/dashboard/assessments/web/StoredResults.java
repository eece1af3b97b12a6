package com.medvigil.dashboard.assessments.web;

import org.springframework.stereotype.Component;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.medvigil.assessment.IncompleteCheck;
import com.medvigil.engine.EngineResult;

/**
 * Reads an assessment's stored result back into the engine's own records, for the page. Fields a
 * later engine version adds are skipped, so results stored by any version stay readable.
 */
@Component
class StoredResults {

    private final ObjectReader reader;
    private final ObjectMapper json;

    StoredResults(ObjectMapper json) {
        this.reader = json.readerFor(EngineResult.class).without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        this.json = json;
    }

    /** Whether the stored result left medicines or allergies unchecked because it did not recognise them. */
    IncompleteCheck incompleteCheck(String resultJson) {
        return IncompleteCheck.read(resultJson, json);
    }

    EngineResult read(String resultJson) {
        if (resultJson == null) {
            return null;
        }
        try {
            return reader.readValue(resultJson);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A stored assessment result is unreadable", e);
        }
    }
}
