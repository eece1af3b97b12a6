package com.medvigil.fhir.submit;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.medvigil.fhir.ErrorOutcome;
import com.medvigil.model.fhir.FhirIdSyntax;

import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;
import ca.uhn.fhir.rest.server.exceptions.PayloadTooLargeException;

/**
 * A submitted Bundle as JSON: checks what makes the whole bundle unusable (a 400, spec 4.8; a
 * 413 past the most entries a bundle may have) and reads each entry's type, id (DECISIONS "Entry
 * ids") and fullUrl, so that references between entries can be resolved.
 *
 * <p>The body is read as a stream, one entry at a time: each entry's resource is handed on as
 * soon as it is read and is not kept here, so that the whole bundle never sits in memory as one
 * JSON tree. Entries past the maximum are counted, not read.
 */
final class SubmittedBundle {

    /**
     * Reads JSON as $submit needs it: decimals exactly as sent (1.50 stays 1.50), as HAPI's own
     * parser keeps them, and JSON that is ambiguous (a key twice) refused.
     */
    static final ObjectMapper JSON = new ObjectMapper()
            .setNodeFactory(JsonNodeFactory.withExactBigDecimals(true))
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    static final Set<String> ACCEPTED_TYPES = Set.of("collection", "batch", "transaction");
    private static final Pattern URN_UUID =
            Pattern.compile("urn:uuid:([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})");
    /** {@code Patient/123} or {@code http://ehr/fhir/Patient/123}, optionally with {@code /_history/n}. */
    private static final Pattern REQUEST_URL_ID =
            Pattern.compile("(?:.*/)?([A-Z][A-Za-z]+)/(" + FhirIdSyntax.REGEX + ")(?:/_history/[^/]*)?");
    private static final Set<String> ACCEPTED_METHODS = Set.of("POST", "PUT");
    /** A version's ETag, weak ({@code W/"3"}) as FHIR servers send it, or strong ({@code "3"}). */
    private static final Pattern IF_MATCH = Pattern.compile("(?:W/)?\"([1-9][0-9]{0,8})\"");

    private final List<BundleEntry> entries;
    private final Map<String, BundleEntry> byFullUrl = new HashMap<>();
    private final Map<String, BundleEntry> byRelativeReference = new HashMap<>();

    private SubmittedBundle(List<BundleEntry> entries) {
        this.entries = entries;
        for (BundleEntry entry : entries) {
            if (!entry.isRefused() && entry.fullUrl() != null) {
                byFullUrl.putIfAbsent(entry.fullUrl(), entry);
            }
            if (!entry.isRefused()) {
                byRelativeReference.put(entry.relativeReference(), entry);
            }
        }
    }

    /** Where the entries go as they are read. */
    interface EntryHandler {

        /** The entry, with its resource's JSON (null for an entry refused outright). */
        void entry(BundleEntry entry, ObjectNode resource);

        /** The bundle has more entries than it may: it will be refused, and what was handed on can be let go. */
        void tooManyEntries();
    }

    /**
     * Reads the bundle from the body, handing each entry to {@code handler} as it comes; or
     * refuses the bundle whole: a 400 that says why, or a 413 when it has more than
     * {@code maxEntries} entries. Only the first {@code maxEntries} entries are handed on; the
     * rest are counted. An I/O failure of the body propagates.
     */
    static SubmittedBundle read(InputStream body, Set<String> knownResourceTypes, int maxEntries,
                                EntryHandler handler) throws IOException {
        try (JsonParser parser = JSON.createParser(body)) {
            return read(parser, knownResourceTypes, maxEntries, handler);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? ""
                    : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
            throw new InvalidRequestException("The body is not valid JSON: " + e.getOriginalMessage() + where);
        }
    }

    private static SubmittedBundle read(JsonParser parser, Set<String> knownResourceTypes, int maxEntries,
                                        EntryHandler handler) throws IOException {
        JsonToken start = parser.nextToken();
        if (start == null) {
            throw new InvalidRequestException("The body is empty; send a FHIR Bundle");
        }
        if (start != JsonToken.START_OBJECT) {
            throw new InvalidRequestException("The body must be a JSON object: a FHIR Bundle");
        }
        JsonNode resourceType = null;
        JsonNode type = null;
        boolean entryIsNoArray = false;
        List<BundleEntry> entries = new ArrayList<>();
        int entryCount = 0;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String member = parser.currentName();
            JsonToken value = parser.nextToken();
            switch (member) {
                case "resourceType" -> resourceType = JSON.readTree(parser);
                case "type" -> type = JSON.readTree(parser);
                case "entry" -> {
                    if (value != JsonToken.START_ARRAY) {
                        entryIsNoArray = true;
                        parser.skipChildren();
                        continue;
                    }
                    while (parser.nextToken() != JsonToken.END_ARRAY) {
                        if (entryCount < maxEntries) {
                            JsonNode entry = JSON.readTree(parser);
                            BundleEntry read = readEntry(entryCount, entry, knownResourceTypes);
                            entries.add(read);
                            handler.entry(read, read.isRefused() ? null : (ObjectNode) entry.get("resource"));
                        } else {
                            if (entryCount == maxEntries) {
                                entries.clear();
                                handler.tooManyEntries();
                            }
                            parser.skipChildren();
                        }
                        entryCount++;
                    }
                }
                default -> parser.skipChildren();
            }
        }
        if (parser.nextToken() != null) {
            throw new InvalidRequestException("The body is not valid JSON: it goes on after the Bundle's closing brace"
                    + " (line " + parser.currentLocation().getLineNr() + ", column "
                    + parser.currentLocation().getColumnNr() + ")");
        }
        if (resourceType == null || !"Bundle".equals(resourceType.asText(null))) {
            throw new InvalidRequestException("The body must be a Bundle; resourceType is "
                    + (resourceType == null ? "missing" : resourceType.toString()));
        }
        if (type == null || !type.isTextual()) {
            throw new InvalidRequestException("Bundle.type is required: collection, batch or transaction");
        }
        if (!ACCEPTED_TYPES.contains(type.asText())) {
            throw new InvalidRequestException("Bundle.type '" + type.asText()
                    + "' is not accepted; send collection, batch or transaction");
        }
        if (entryIsNoArray) {
            throw new InvalidRequestException("Bundle.entry must be an array");
        }
        if (entryCount > maxEntries) {
            String tooMany = "The bundle has " + entryCount + " entries, more than the " + maxEntries
                    + " that $submit accepts in one bundle; send them in bundles of at most " + maxEntries + " entries";
            throw new PayloadTooLargeException(tooMany, ErrorOutcome.forStatus(PayloadTooLargeException.STATUS_CODE, tooMany));
        }
        return new SubmittedBundle(entries);
    }

    List<BundleEntry> entries() {
        return entries;
    }

    /**
     * The entry at {@code index} was not written because its ifNoneExist matched the resource
     * {@code existingId}: references to its fullUrl from later entries name that resource, as a FHIR
     * transaction resolves them.
     */
    void standsFor(int index, String existingId) {
        BundleEntry entry = entries.get(index);
        if (entry.fullUrl() != null && byFullUrl.get(entry.fullUrl()) == entry) {
            byFullUrl.put(entry.fullUrl(), entry.withId(existingId));
        }
    }

    /** The entry a reference such as {@code urn:uuid:...} or an absolute URL names, if it is in the bundle. */
    Optional<BundleEntry> byFullUrl(String fullUrl) {
        return Optional.ofNullable(byFullUrl.get(fullUrl));
    }

    /** The entry stored as {@code Type/id}, if the bundle has one. */
    Optional<BundleEntry> byRelativeReference(String reference) {
        return Optional.ofNullable(byRelativeReference.get(reference));
    }

    private static BundleEntry readEntry(int index, JsonNode entry, Set<String> knownResourceTypes) {
        if (entry == null || !entry.isObject()) {
            return BundleEntry.refused(index, EntryProblem.invalid("", "an entry must be a JSON object"));
        }
        JsonNode resource = entry.get("resource");
        if (resource == null || !resource.isObject()) {
            return BundleEntry.refused(index, EntryProblem.required("resource", "the entry has no resource object"));
        }
        JsonNode typeNode = resource.get("resourceType");
        if (typeNode == null || !typeNode.isTextual()) {
            return BundleEntry.refused(index, EntryProblem.required("resource.resourceType", "resourceType is required"));
        }
        String resourceType = typeNode.asText();
        if (!knownResourceTypes.contains(resourceType)) {
            return BundleEntry.refused(index, EntryProblem.invalid("resource.resourceType",
                    "'" + resourceType + "' is not a FHIR R4 resource type"));
        }
        JsonNode request = entry.get("request");
        String method = request != null && request.isObject() ? request.path("method").asText(null) : null;
        if (method != null && !ACCEPTED_METHODS.contains(method)) {
            return BundleEntry.refused(index, resourceType, EntryProblem.invalid("request.method", "request.method " + method
                    + " is not supported; $submit stores resources (POST or PUT)"));
        }
        String fullUrl = entry.path("fullUrl").isTextual() ? entry.get("fullUrl").asText() : null;
        String requestUrl = request != null && request.path("url").isTextual() ? request.get("url").asText() : null;
        try {
            String id = idOf(resourceType, resource, requestUrl, fullUrl);
            JsonNode medicationCode = "Medication".equals(resourceType) && resource.get("code") instanceof ObjectNode code
                    ? code : null;
            JsonNode identifier = resource.path("identifier").path(0).path("value");
            String firstIdentifierValue = "Patient".equals(resourceType) && identifier.isTextual() ? identifier.asText() : null;
            return new BundleEntry(index, resourceType, id, fullUrl, null, medicationCode, firstIdentifierValue,
                    conditionsOf(request));
        } catch (EntryProblem problem) {
            return BundleEntry.refused(index, resourceType, problem);
        }
    }

    /** {@code request.ifNoneExist} and {@code request.ifMatch} ({@code W/"3"}), checked for form only. */
    private static EntryConditions conditionsOf(JsonNode request) {
        if (request == null || !request.isObject()) {
            return EntryConditions.NONE;
        }
        JsonNode ifNoneExist = request.get("ifNoneExist");
        JsonNode ifMatch = request.get("ifMatch");
        if (ifNoneExist != null && ifMatch != null) {
            throw EntryProblem.invalid("request", "request.ifNoneExist (create only if nothing matches) and"
                    + " request.ifMatch (replace only that version) cannot both be given");
        }
        String condition = null;
        if (ifNoneExist != null) {
            if (!ifNoneExist.isTextual() || ifNoneExist.asText().isBlank()) {
                throw EntryProblem.invalid("request.ifNoneExist", "request.ifNoneExist must be the query of a search,"
                        + " such as identifier=system|value or _id=123");
            }
            condition = ifNoneExist.asText();
        }
        Integer version = null;
        if (ifMatch != null) {
            Matcher etag = ifMatch.isTextual() ? IF_MATCH.matcher(ifMatch.asText().trim()) : null;
            if (etag == null || !etag.matches()) {
                throw EntryProblem.invalid("request.ifMatch", "request.ifMatch must be the ETag of a version,"
                        + " such as W/\"3\"");
            }
            version = Integer.valueOf(etag.group(1));
        }
        return new EntryConditions(condition, version);
    }

    /** The resource id, else the id in request.url, else the uuid of a urn:uuid fullUrl, else a new uuid. */
    private static String idOf(String resourceType, JsonNode resource, String requestUrl, String fullUrl) {
        Matcher fromUrl = requestUrl == null || requestUrl.contains("?") ? null : REQUEST_URL_ID.matcher(requestUrl);
        boolean urlHasId = fromUrl != null && fromUrl.matches();
        if (urlHasId && !fromUrl.group(1).equals(resourceType)) {
            throw EntryProblem.invalid("request.url", "request.url " + requestUrl + " names another type than the "
                    + resourceType + " it carries");
        }
        JsonNode idNode = resource.get("id");
        if (idNode != null) {
            String id = idNode.isTextual() ? idNode.asText() : null;
            if (!FhirIdSyntax.isValid(id)) {
                throw EntryProblem.invalid("resource.id", "id must be 1 to 64 characters of A-Z, a-z, 0-9, '-' and '.'");
            }
            if (urlHasId && !fromUrl.group(2).equals(id)) {
                throw EntryProblem.invalid("resource.id", "id " + id + " differs from the id in request.url " + requestUrl);
            }
            return id;
        }
        if (urlHasId) {
            return fromUrl.group(2);
        }
        Matcher urn = fullUrl == null ? null : URN_UUID.matcher(fullUrl);
        if (urn != null && urn.matches()) {
            return urn.group(1).toLowerCase(Locale.ROOT);
        }
        return UUID.randomUUID().toString();
    }
}
