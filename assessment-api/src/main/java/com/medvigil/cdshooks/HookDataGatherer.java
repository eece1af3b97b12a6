package com.medvigil.cdshooks;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.hl7.fhir.instance.model.api.IBaseResource;
import org.hl7.fhir.r4.model.Bundle;
import org.hl7.fhir.r4.model.MedicationRequest;
import org.hl7.fhir.r4.model.OperationOutcome;
import org.hl7.fhir.r4.model.Patient;
import org.hl7.fhir.r4.model.Resource;
import org.springframework.stereotype.Component;

import com.medvigil.assessment.fhirinput.InputResourceParser;
import com.medvigil.assessment.fhirinput.ReadingWindow;
import com.medvigil.assessment.fhirinput.UnreadableInputResource;
import com.medvigil.cdshooks.HookData.DataOrigin;
import com.medvigil.model.error.InvalidFieldException;

import ca.uhn.fhir.parser.DataFormatException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Collects a hook call's data: each prefetch key the EHR sent is used as sent; a key it left out,
 * sent as null or answered with an OperationOutcome (the EHR could not fulfil it) is fetched from
 * the EHR's FHIR server when the call grants access, within the call's time budget; without
 * access the call cannot be answered ({@link PrefetchUnavailable}, a 412).
 */
@Component
class HookDataGatherer {

    private final InputResourceParser parser;
    private final PrefetchTemplates templates;
    private final EhrFhirFetcher fetcher;
    private final CdsHooksProperties properties;
    private final Clock clock;

    HookDataGatherer(InputResourceParser parser, PrefetchTemplates templates, EhrFhirFetcher fetcher,
                     CdsHooksProperties properties, Clock clock) {
        this.parser = parser;
        this.templates = templates;
        this.fetcher = fetcher;
        this.properties = properties;
        this.clock = clock;
    }

    /** {@code readings} is the assessment's window of recent readings: older Observations are not parsed. */
    HookData gather(HookCall call, ReadingWindow readings) {
        List<Resource> resources = new ArrayList<>();
        Map<String, DataOrigin> origins = new LinkedHashMap<>();
        List<String> missing = new ArrayList<>();
        for (String key : templates.all().keySet()) {
            Optional<List<Resource>> sent = prefetched(key, call.prefetch().get(key), readings);
            if (sent.isPresent()) {
                resources.addAll(sent.get());
                origins.put(key, DataOrigin.PREFETCH);
            } else {
                missing.add(key);
            }
        }
        if (!missing.isEmpty()) {
            if (!call.canFetch()) {
                throw new PrefetchUnavailable(missing);
            }
            Instant deadline = clock.instant().plus(properties.fetchBudget());
            for (String key : missing) {
                resources.addAll(fetcher.fetch(call, key, templates.queryFor(key, call.patientId()), deadline, readings));
                origins.put(key, DataOrigin.FHIR_SERVER);
            }
        }
        Patient patient = resources.stream().filter(Patient.class::isInstance).map(Patient.class::cast)
                .filter(found -> call.patientId().equals(found.getIdElement().getIdPart())).findFirst().orElse(null);
        resources.removeIf(Patient.class::isInstance);
        return new HookData(patient, resources, draftOrders(call), origins);
    }

    /** The resources of one prefetch value, or empty when the EHR did not fulfil it. */
    private Optional<List<Resource>> prefetched(String key, JsonNode value, ReadingWindow readings) {
        if (value == null || value.isNull() || value.isMissingNode()) {
            return Optional.empty();
        }
        if (value instanceof ObjectNode bundle) {
            readings.dropOlderReadings(bundle);
        }
        IBaseResource parsed = parse(value, "prefetch." + key);
        if (parsed instanceof OperationOutcome) {
            return Optional.empty();
        }
        return Optional.of(resourcesOf(parsed));
    }

    private List<MedicationRequest> draftOrders(HookCall call) {
        if (!call.service().checksDraftOrders()) {
            return List.of();
        }
        IBaseResource parsed = parse(call.draftOrders(), "context.draftOrders");
        if (!(parsed instanceof Bundle)) {
            throw new InvalidFieldException("context.draftOrders", "must be a Bundle of MedicationRequests");
        }
        List<MedicationRequest> drafts = resourcesOf(parsed).stream().filter(MedicationRequest.class::isInstance)
                .map(MedicationRequest.class::cast).toList();
        if (drafts.isEmpty()) {
            throw new InvalidFieldException("context.draftOrders", "holds no MedicationRequest to check");
        }
        return drafts;
    }

    /** A Bundle's resources (search outcomes left out), or the single resource. */
    private static List<Resource> resourcesOf(IBaseResource parsed) {
        if (parsed instanceof Bundle bundle) {
            return bundle.getEntry().stream().map(Bundle.BundleEntryComponent::getResource)
                    .filter(resource -> resource != null && !(resource instanceof OperationOutcome)).toList();
        }
        return List.of((Resource) parsed);
    }

    private IBaseResource parse(JsonNode value, String field) {
        if (value == null || !value.isObject()) {
            throw new InvalidFieldException(field, "must be a FHIR resource (a JSON object)");
        }
        try {
            return parser.parseFromEhr((ObjectNode) value);
        } catch (UnreadableInputResource e) {
            throw new InvalidFieldException(e.explanation().under(field), "is " + e.explanation().reason());
        } catch (DataFormatException e) {
            throw new InvalidFieldException(field, "is not a FHIR R4 resource: " + e.getMessage());
        }
    }
}
