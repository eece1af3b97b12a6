package com.medvigil.assessment.fhirinput;

import java.util.function.Supplier;

import org.hl7.fhir.instance.model.api.IBaseResource;
import org.springframework.stereotype.Component;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.parser.DataFormatException;
import ca.uhn.fhir.parser.IJsonLikeParser;
import ca.uhn.fhir.parser.json.jackson.JacksonStructure;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.fhir.FhirStringRule;
import com.medvigil.fhir.UnreadableFhirJson;

/**
 * Parses the FHIR resources that become assessment inputs from JSON trees already read (a hook
 * call's body, a stored resource), without writing them back to text for HAPI to read again, and
 * without their narratives: a long record carries an XHTML {@code text} in every resource, which
 * HAPI parses as XML and the reader never looks at.
 */
@Component
public class InputResourceParser {

    private final FhirContext fhirContext;

    InputResourceParser(FhirContext fhirContext) {
        this.fhirContext = fhirContext;
    }

    /** The resource (a Bundle with its entries) the tree holds; the tree loses its narratives. */
    public IBaseResource parse(ObjectNode resource) throws DataFormatException {
        return readable(resource, () -> parser().parseResource(structureOf(resource)));
    }

    /**
     * A resource (a Bundle with its entries) as an EHR sent it in a hook call, or its FHIR server
     * answered: each character no FHIR string may hold (a NUL, half of a surrogate pair) becomes
     * U+FFFD in the tree first, and the tree loses its narratives as {@link #parse(ObjectNode)}'s
     * does. Refusing the call for one would leave the prescriber without the check, and such a
     * character in a name the patient's profile keeps could not be stored on PostgreSQL.
     * ({@code $submit}, which stores the FHIR it gets, refuses such an entry instead.)
     */
    public IBaseResource parseFromEhr(ObjectNode resource) throws DataFormatException {
        withoutNarratives(resource); // first, so that the replacement does not read them for nothing
        FhirStringRule.replaceForbiddenIn(resource);
        return parse(resource);
    }

    /** The resource of the given type the tree holds; the tree loses its narratives. */
    public <T extends IBaseResource> T parse(Class<T> type, ObjectNode resource) throws DataFormatException {
        return readable(resource, () -> parser().parseResource(type, structureOf(resource)));
    }

    /**
     * HAPI's parser throws a bare exception for a few shapes it does not expect (a NullPointerException
     * for an extension that is not a JSON object): those become an {@link UnreadableInputResource},
     * which names the element as {@code $submit} does, and which a caller answers as bad input.
     */
    private static <T> T readable(ObjectNode resource, Supplier<T> parse) {
        try {
            return parse.get();
        } catch (DataFormatException invalid) {
            throw invalid;
        } catch (RuntimeException unexpectedShape) {
            throw new UnreadableInputResource(UnreadableFhirJson.explain(resource, unexpectedShape));
        }
    }

    private IJsonLikeParser parser() {
        return (IJsonLikeParser) fhirContext.newJsonParser();
    }

    private static JacksonStructure structureOf(ObjectNode resource) {
        withoutNarratives(resource);
        JacksonStructure structure = new JacksonStructure();
        structure.setNativeObject(resource);
        return structure;
    }

    private static void withoutNarratives(ObjectNode resource) {
        resource.remove("text");
        for (JsonNode entry : resource.path("entry")) {
            if (entry.path("resource") instanceof ObjectNode entryResource) {
                withoutNarratives(entryResource);
            }
        }
        for (JsonNode contained : resource.path("contained")) {
            if (contained instanceof ObjectNode containedResource) {
                withoutNarratives(containedResource);
            }
        }
    }
}
