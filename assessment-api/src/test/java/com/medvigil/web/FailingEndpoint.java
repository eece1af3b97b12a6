package com.medvigil.web;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** Test-only endpoint that fails the way a bug would, to check what a client gets to see. */
@RestController
class FailingEndpoint {

    static final String PATH = "/v1/test-only/failure";
    static final String SECRET_DETAIL = "jdbc:secret-connection-detail";

    @GetMapping(PATH)
    String fail() {
        throw new IllegalStateException("Simulated bug touching " + SECRET_DETAIL);
    }
}
