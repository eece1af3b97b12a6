package com.medvigil.fhir.everything;

import java.util.List;

import org.hl7.fhir.r4.model.Resource;

/**
 * One page of a patient's record: its resources in order, how many the whole record holds (of
 * the types and since the time asked for), and the cursors of the next page (null on the last) and
 * of the previous one (null on the first).
 */
public record EverythingPage(List<Resource> resources, int total, String nextCursor, String previousCursor) {

    public EverythingPage {
        resources = List.copyOf(resources);
    }
}
