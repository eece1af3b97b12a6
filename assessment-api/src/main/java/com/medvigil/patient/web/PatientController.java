package com.medvigil.patient.web;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import com.medvigil.model.error.FieldPath;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.patient.Demographics;
import com.medvigil.model.patient.PatientProfile;
import com.medvigil.model.persistence.PageCursor;
import com.medvigil.patient.PatientDirectory;
import com.medvigil.patient.PatientRegistry;
import com.medvigil.web.QueryParameters;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

/** {@code /v1/patients}: create or update a profile, read one, and list the tenant's profiles. */
@RestController
@RequestMapping("/v1/patients")
class PatientController {

    private final PatientRegistry registry;
    private final PatientDirectory directory;
    private final ObjectMapper json;
    private final Clock clock;

    PatientController(PatientRegistry registry, PatientDirectory directory, ObjectMapper json, Clock clock) {
        this.registry = registry;
        this.directory = directory;
        this.json = json;
        this.clock = clock;
    }

    record Upserted(UUID patientId, boolean created) {
    }

    record PatientItem(UUID id, Demographics demographics, Instant createdAt, Instant updatedAt, String externalId) {

        static PatientItem of(PatientProfile profile) {
            return new PatientItem(profile.getPatientId(), profile.getDemographics(), profile.getCreatedAt(),
                    profile.getUpdatedAt(), profile.getExternalId());
        }
    }

    record PatientPage(List<PatientItem> patients, String nextCursor) {
    }

    record OnePatient(PatientView patient) {
    }

    /** 201 when the profile was created, 200 when an existing one was updated (DECISIONS). */
    @PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
    @ApiResponse(responseCode = "201", description = "A new profile was created")
    @ApiResponse(responseCode = "200", description = "An existing profile was updated")
    ResponseEntity<Upserted> upsert(@RequestBody(required = false) PatientRequest request) {
        if (request == null) {
            throw new InvalidFieldException("body", "is required: {\"patientId\": ...} or {\"externalId\": ...}");
        }
        PatientRegistry.Upserted result = registry.upsert(request.patientId(),
                request.details(FieldPath.BODY, clock, json));
        return ResponseEntity.status(result.created() ? HttpStatus.CREATED : HttpStatus.OK)
                .body(new Upserted(result.profile().getPatientId(), result.created()));
    }

    @GetMapping("/{patientId}")
    @Operation(summary = "Read one patient profile of the current tenant",
            description = "The whole profile: the list item's fields plus reproductiveStatus, hormonalTherapies and"
                    + " whether it is still a FHIR stub. Another tenant's patient is answered like a missing one.")
    @ApiResponse(responseCode = "200", description = "The profile")
    @ApiResponse(responseCode = "400", description = "patientId is not a UUID")
    @ApiResponse(responseCode = "404", description = "No such patient in this tenant (another tenant's is answered the same way)")
    OnePatient get(@PathVariable UUID patientId) {
        return new OnePatient(PatientView.of(directory.find(patientId), json));
    }

    @GetMapping
    PatientPage list(@RequestParam(required = false) String externalId, @RequestParam(required = false) Integer limit,
                     @RequestParam(required = false) String cursor) {
        PatientDirectory.Page page = directory.page(externalId, PageCursor.decode(cursor), QueryParameters.limit(limit));
        return new PatientPage(page.items().stream().map(PatientItem::of).toList(),
                page.next() == null ? null : page.next().encode());
    }
}
