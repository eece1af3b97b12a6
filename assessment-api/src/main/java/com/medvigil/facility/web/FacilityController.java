package com.medvigil.facility.web;

import java.net.URI;
import java.util.List;
import java.util.UUID;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import com.medvigil.facility.FacilityDirectory;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.facility.Facility;
import com.medvigil.model.facility.FacilityChanges;
import com.medvigil.model.facility.NewFacility;

import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

/**
 * The current tenant's facilities: create, list, read, and change {@code name}, {@code externalId},
 * {@code active} and {@code fhirEnabled}. The oldest active, FHIR-enabled facility is the default
 * one whose externalId stub patients get (spec 2.7 rule 4b).
 */
@RestController
@RequestMapping("/v1/facilities")
class FacilityController {

    private final FacilityDirectory directory;

    FacilityController(FacilityDirectory directory) {
        this.directory = directory;
    }

    record FacilityRequest(String name, String externalId, Boolean active, Boolean fhirEnabled) {
    }

    record OneFacility(FacilityView facility) {
    }

    record FacilityList(List<FacilityView> facilities) {
    }

    @PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
    @ApiResponse(responseCode = "201", description = "Created",
            headers = @Header(name = "Location", description = "/v1/facilities/{id}"))
    ResponseEntity<OneFacility> create(@RequestBody(required = false) FacilityRequest request) {
        FacilityRequest body = required(request);
        Facility created = directory.create(NewFacility.of(body.name(), body.externalId(), body.active(), body.fhirEnabled()));
        return ResponseEntity.created(URI.create("/v1/facilities/" + created.getId()))
                .body(new OneFacility(FacilityView.of(created)));
    }

    @GetMapping
    FacilityList list() {
        return new FacilityList(directory.list().stream().map(FacilityView::of).toList());
    }

    @GetMapping("/{id}")
    OneFacility get(@PathVariable UUID id) {
        return new OneFacility(FacilityView.of(directory.get(id)));
    }

    /** Fields left out or null keep their value. */
    @PatchMapping(path = "/{id}", consumes = MediaType.APPLICATION_JSON_VALUE)
    OneFacility change(@PathVariable UUID id, @RequestBody(required = false) FacilityRequest request) {
        FacilityRequest body = required(request);
        Facility changed = directory.change(id, new FacilityChanges(body.name(), body.externalId(), body.active(),
                body.fhirEnabled()));
        return new OneFacility(FacilityView.of(changed));
    }

    private static FacilityRequest required(FacilityRequest request) {
        if (request == null) {
            throw new InvalidFieldException("body", "is required: {\"name\": ..., \"externalId\": ..., \"active\": ...,"
                    + " \"fhirEnabled\": ...}");
        }
        return request;
    }
}
