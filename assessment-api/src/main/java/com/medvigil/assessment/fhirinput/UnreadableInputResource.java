package com.medvigil.assessment.fhirinput;

import com.medvigil.fhir.UnreadableFhirJson;

import ca.uhn.fhir.parser.DataFormatException;

/**
 * An input resource HAPI's parser failed on without saying why, with the explanation that names
 * the element: a DataFormatException, so a caller that only tells bad input from good treats it
 * like any other.
 */
public class UnreadableInputResource extends DataFormatException {

    private final transient UnreadableFhirJson.Explanation explanation;

    UnreadableInputResource(UnreadableFhirJson.Explanation explanation) {
        super(explanation.reason());
        this.explanation = explanation;
    }

    public UnreadableFhirJson.Explanation explanation() {
        return explanation;
    }
}
