package com.medvigil.cdshooks;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.hl7.fhir.instance.model.api.IBaseResource;
import org.hl7.fhir.r4.model.Bundle;
import org.hl7.fhir.r4.model.OperationOutcome;
import org.hl7.fhir.r4.model.Resource;
import org.springframework.stereotype.Component;

import com.medvigil.assessment.fhirinput.InputResourceParser;
import com.medvigil.assessment.fhirinput.ReadingWindow;
import com.medvigil.outbound.AddressGuard;
import com.medvigil.outbound.OutboundUrl;

import ca.uhn.fhir.parser.DataFormatException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Fetches what the EHR did not prefetch from its FHIR server, with the bearer token the hook call
 * carries, through the same address guard as webhooks (a tenant's EHR must be a public address,
 * and no redirect is followed), and within the call's time budget. A search is followed through
 * its {@code next} links, but only on the same server: the token is never sent elsewhere.
 */
@Component
class EhrFhirFetcher {

    /** More pages than a patient's active list needs; a server that keeps paging past it is stopped. */
    private static final int MAX_PAGES = 20;

    private final AddressGuard guard;
    private final OkHttpClient client;
    private final InputResourceParser parser;
    private final ObjectMapper json;
    private final Clock clock;

    EhrFhirFetcher(AddressGuard guard, InputResourceParser parser, ObjectMapper json, Clock clock) {
        this.guard = guard;
        this.client = guard.clientBuilder().build();
        this.parser = parser;
        this.json = json;
        this.clock = clock;
    }

    /**
     * Every resource the query (relative to the call's fhirServer) answers, read as prefetch is
     * (Observations outside {@code readings} passed over), or {@link PrefetchUnavailable}.
     */
    List<Resource> fetch(HookCall call, String key, String query, Instant deadline, ReadingWindow readings) {
        guard.checkHost(new OutboundUrl("fhirServer", call.fhirServer().toString()));
        String base = call.fhirServer().toString().replaceAll("/+$", "");
        HttpUrl server = HttpUrl.get(base + "/");
        HttpUrl next = HttpUrl.get(base + "/" + query);
        List<Resource> resources = new ArrayList<>();
        for (int page = 0; next != null && page < MAX_PAGES; page++) {
            IBaseResource answer = get(call, key, next, deadline, readings);
            if (answer instanceof Bundle bundle) {
                bundle.getEntry().stream().map(Bundle.BundleEntryComponent::getResource)
                        .filter(resource -> resource != null && !(resource instanceof OperationOutcome))
                        .forEach(resources::add);
                next = nextOnSameServer(bundle, server);
            } else {
                resources.add((Resource) answer);
                next = null;
            }
        }
        return resources;
    }

    private IBaseResource get(HookCall call, String key, HttpUrl url, Instant deadline, ReadingWindow readings) {
        Duration left = Duration.between(clock.instant(), deadline);
        if (left.isNegative() || left.isZero()) {
            throw new PrefetchUnavailable(List.of(key), "the time budget for fetching from fhirServer ran out");
        }
        Request request = new Request.Builder().url(url).header("Authorization", "Bearer " + call.accessToken())
                .header("Accept", "application/fhir+json").get().build();
        OkHttpClient timed = client.newBuilder().callTimeout(left).build();
        try (Response response = timed.newCall(request).execute()) {
            if (!response.isSuccessful()) {
                throw new PrefetchUnavailable(List.of(key), "fhirServer answered HTTP " + response.code());
            }
            if (!(json.readTree(response.body().byteStream()) instanceof ObjectNode answer)) {
                throw new PrefetchUnavailable(List.of(key), "fhirServer answered something that is not FHIR R4 JSON");
            }
            readings.dropOlderReadings(answer);
            IBaseResource parsed = parser.parseFromEhr(answer);
            if (parsed instanceof OperationOutcome) {
                throw new PrefetchUnavailable(List.of(key), "fhirServer answered an OperationOutcome");
            }
            return parsed;
        } catch (JsonProcessingException | DataFormatException e) {
            throw new PrefetchUnavailable(List.of(key), "fhirServer answered something that is not FHIR R4 JSON");
        } catch (IOException e) {
            throw new PrefetchUnavailable(List.of(key), "fhirServer could not be reached in time ("
                    + e.getClass().getSimpleName() + ")");
        }
    }

    private static HttpUrl nextOnSameServer(Bundle bundle, HttpUrl server) {
        Bundle.BundleLinkComponent link = bundle.getLink(Bundle.LINK_NEXT);
        if (link == null || !link.hasUrl()) {
            return null;
        }
        HttpUrl next = HttpUrl.parse(link.getUrl());
        boolean sameServer = next != null && next.scheme().equals(server.scheme()) && next.host().equals(server.host())
                && next.port() == server.port() && next.encodedPath().startsWith(server.encodedPath());
        return sameServer ? next : null;
    }
}
