package com.medvigil.cdshooks.web;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

import com.medvigil.cdshooks.Card;
import com.medvigil.cdshooks.CdsHookHandler;
import com.medvigil.cdshooks.CdsService;
import com.medvigil.cdshooks.PrefetchTemplates;
import com.medvigil.cdshooks.PrefetchUnavailable;
import com.medvigil.dashboard.DashboardPaths;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.web.ApiPaths;
import com.medvigil.web.error.ApiError;

/** CDS Hooks 2.0: discovery of MedVigil's services, and the calls an EHR makes to them. */
@RestController
@RequestMapping(ApiPaths.CDS_SERVICES)
class CdsServicesController {

    private final CdsHookHandler handler;
    private final PrefetchTemplates prefetch;

    CdsServicesController(CdsHookHandler handler, PrefetchTemplates prefetch) {
        this.handler = handler;
        this.prefetch = prefetch;
    }

    record Discovered(String hook, String id, String title, String description, Map<String, String> prefetch) {
    }

    record Discovery(List<Discovered> services) {
    }

    record Cards(List<Card> cards) {
    }

    @GetMapping(produces = MediaType.APPLICATION_JSON_VALUE)
    Discovery discovery() {
        return new Discovery(Arrays.stream(CdsService.values()).map(service -> new Discovered(service.hook(),
                service.id(), service.title(), service.description(), prefetch.all())).toList());
    }

    @PostMapping(path = "/{id}", consumes = MediaType.APPLICATION_JSON_VALUE, produces = MediaType.APPLICATION_JSON_VALUE)
    Cards call(@PathVariable String id, @RequestBody CdsHookRequestJson request) {
        CdsService service = CdsService.byId(id).orElseThrow(() -> new NotFoundException("CDS service", id));
        return new Cards(handler.answer(request.check(service), assessmentId -> ServletUriComponentsBuilder
                .fromCurrentContextPath().path(DashboardPaths.HOME + "/" + assessmentId).toUriString()));
    }

    /** CDS Hooks 2.0: a service that lacks prefetch data it cannot fetch answers 412. */
    @ExceptionHandler(PrefetchUnavailable.class)
    ResponseEntity<ApiError> prefetchUnavailable(PrefetchUnavailable e) {
        return ResponseEntity.status(HttpStatus.PRECONDITION_FAILED).body(new ApiError(e.getMessage()));
    }
}
