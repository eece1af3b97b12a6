package com.medvigil.fhir.everything;

import java.util.List;

import org.hl7.fhir.r4.model.Resource;

/**
 * One page of a patient's record: its resources in order, how many the whole record holds (of
 * the types and since the time asked for), and where the next page starts (null on the last).
 */
public record EverythingPage(List<Resource> resources, int total, String nextCursor) {

    public EverythingPage {
        resources = List.copyOf(resources);
    }
}
