package com.medvigil.fhir.submit;

import java.util.Locale;

import ca.uhn.fhir.parser.IParserErrorHandler;
import ca.uhn.fhir.parser.json.BaseJsonLikeValue.ScalarType;
import ca.uhn.fhir.parser.json.BaseJsonLikeValue.ValueType;

/**
 * HAPI's parser reports every irregularity here; each one refuses the entry (an unknown element
 * may be a misspelt one whose value would otherwise be dropped without a word).
 */
final class RefusingErrorHandler implements IParserErrorHandler {

    private static final String RESOURCE = "resource";

    @Override
    public void containedResourceWithNoId(IParseLocation location) {
        throw EntryProblem.invalid(RESOURCE, "a contained resource has no id");
    }

    @Override
    public void incorrectJsonType(IParseLocation location, String elementName, ValueType expected,
                                  ScalarType expectedScalar, ValueType found, ScalarType foundScalar) {
        throw EntryProblem.invalid(RESOURCE, "element '" + elementName + "' must be " + describe(expected, expectedScalar)
                + ", not " + describe(found, foundScalar));
    }

    @Override
    public void invalidValue(IParseLocation location, String value, String error) {
        String element = location == null || location.getParentElementName() == null ? "" : " of '"
                + location.getParentElementName() + "'";
        throw EntryProblem.invalid(RESOURCE, "invalid value '" + value + "'" + element + ": " + error);
    }

    @Override
    public void missingRequiredElement(IParseLocation location, String elementName) {
        throw EntryProblem.required(RESOURCE, "element '" + elementName + "' is required");
    }

    @Override
    public void unexpectedRepeatingElement(IParseLocation location, String elementName) {
        throw EntryProblem.invalid(RESOURCE, "element '" + elementName + "' must not repeat");
    }

    @Override
    public void unknownAttribute(IParseLocation location, String attributeName) {
        throw EntryProblem.invalid(RESOURCE, "unknown attribute '" + attributeName + "'");
    }

    @Override
    public void unknownElement(IParseLocation location, String elementName) {
        throw EntryProblem.invalid(RESOURCE, "unknown element '" + elementName + "' (not part of FHIR R4)");
    }

    @Override
    public void unknownReference(IParseLocation location, String reference) {
        throw EntryProblem.invalid(RESOURCE, "reference '" + reference + "' names no contained resource");
    }

    @Override
    public void invalidInternalReference(IParseLocation location, String reference) {
        throw EntryProblem.invalid(RESOURCE, "internal reference '" + reference + "' is not valid");
    }

    @Override
    public void extensionContainsValueAndNestedExtensions(IParseLocation location) {
        throw EntryProblem.invalid(RESOURCE, "an extension has both a value and nested extensions");
    }

    private static String describe(ValueType type, ScalarType scalar) {
        if (type == ValueType.SCALAR && scalar != null) {
            return "a " + scalar.name().toLowerCase(Locale.ROOT);
        }
        return type == null ? "something else" : "a JSON " + type.name().toLowerCase(Locale.ROOT);
    }
}
