package com.medvigil.fhir.search;

import com.medvigil.fhir.ServedType;

/**
 * A resource type whose resources come with a page because they are linked to its matches
 * through the patient reference: the Patient of each match ({@code _include}), or the resources
 * of {@code source} about each matched Patient ({@code _revinclude}).
 */
public record SearchInclude(ServedType source, String parameter, boolean reverse) {

    /** The value as a client writes it, e.g. {@code Observation:subject}. */
    public String value() {
        return source.resourceType() + ":" + parameter;
    }
}
