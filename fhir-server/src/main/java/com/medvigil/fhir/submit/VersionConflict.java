package com.medvigil.fhir.submit;

import com.medvigil.fhir.ServedType;

/**
 * An entry whose {@code request.ifMatch} named another version than the stored one, so it was not
 * written: the version it required, and the stored one (null when the resource is not stored).
 */
record VersionConflict(int entryIndex, ServedType type, String id, int required, Integer stored) {

    String describe() {
        String resource = type.resourceType() + "/" + id;
        return stored == null ? "ifMatch W/\"" + required + "\" requires " + resource + " to be stored, and it is not"
                : "ifMatch W/\"" + required + "\" requires version " + required + " of " + resource
                        + ", but the stored version is " + stored + "; read it again and resubmit";
    }
}
