package com.medvigil.cdshooks.feedback.web;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import com.medvigil.cdshooks.feedback.FeedbackIntake;

import io.swagger.v3.oas.annotations.responses.ApiResponse;

/**
 * CDS Hooks 2.0 feedback: what prescribers did with the cards a service showed. Answers 200 with
 * an empty body once every entry is stored; docs/cds-hooks.md has the rules.
 */
@RestController
class FeedbackController {

    private final FeedbackIntake intake;

    FeedbackController(FeedbackIntake intake) {
        this.intake = intake;
    }

    @PostMapping(path = "/v1/cds-services/{id}/feedback", consumes = MediaType.APPLICATION_JSON_VALUE)
    @ApiResponse(responseCode = "200", description = "Stored; the body is empty")
    @ApiResponse(responseCode = "404", description = "A card this service did not show to the tenant")
    ResponseEntity<Void> feedback(@PathVariable String id, @RequestBody(required = false) FeedbackRequest request) {
        intake.record(id, FeedbackRequest.checked(request));
        return ResponseEntity.ok().build();
    }
}
