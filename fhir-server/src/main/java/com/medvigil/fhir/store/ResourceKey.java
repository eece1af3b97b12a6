package com.medvigil.fhir.store;

/** A resource's identity within a tenant: type and logical id. */
public record ResourceKey(String type, String id) {

    @Override
    public String toString() {
        return type + "/" + id;
    }
}
