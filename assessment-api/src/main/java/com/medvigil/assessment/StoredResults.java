package com.medvigil.assessment;

import java.io.IOException;
import java.util.Set;

import org.springframework.stereotype.Component;

import com.medvigil.engine.EngineResult;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The one writer and reader of an assessment's stored result: the engine's answer as it produced
 * it. Read as that JSON (what the API serves) or as the engine's records (what the dashboard
 * shows); fields a later engine version adds are skipped, so results of any engine version read.
 */
@Component
public class StoredResults {

    static final int VERSION = 1;

    private final VersionedJson documents;
    private final ObjectReader engineResults;

    StoredResults(ObjectMapper json) {
        this.documents = new VersionedJson(json, "result", Set.of(VERSION));
        this.engineResults = json.readerFor(EngineResult.class).without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    }

    String write(EngineResult result) {
        return documents.write(result, VERSION);
    }

    /** The result as the engine wrote it, without its version field; null when there is none yet. */
    public ObjectNode document(String resultJson) {
        return resultJson == null ? null : documents.read(resultJson).document();
    }

    /** The result in the engine's records; null when there is none yet. */
    public EngineResult engineResult(String resultJson) {
        ObjectNode document = document(resultJson);
        if (document == null) {
            return null;
        }
        try {
            return engineResults.readValue((JsonNode) document);
        } catch (IOException e) {
            throw new IllegalStateException("A stored assessment result does not have the shape of the engine's", e);
        }
    }

    /** Whether the check left medicines or allergies out because it did not recognise them; NONE without a result. */
    public IncompleteCheck incompleteCheck(String resultJson) {
        return IncompleteCheck.of(document(resultJson));
    }
}
