package com.medvigil.fhir.submit;

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

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;

/**
 * A submitted Bundle as JSON: checks what makes the whole bundle unusable (a 400, spec 4.8) and
 * reads each entry's type, id (DECISIONS "Entry ids") and fullUrl, so that references between
 * entries can be resolved before any entry is parsed.
 */
final class SubmittedBundle {

    static final Set<String> ACCEPTED_TYPES = Set.of("collection", "batch", "transaction");
    /** FHIR's id datatype. */
    static final Pattern FHIR_ID = Pattern.compile("[A-Za-z0-9\\-.]{1,64}");
    private static final Pattern URN_UUID =
            Pattern.compile("urn:uuid:([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})");
    /** {@code Patient/123} or {@code http://ehr/fhir/Patient/123}, optionally with {@code /_history/n}. */
    private static final Pattern REQUEST_URL_ID =
            Pattern.compile("(?:.*/)?([A-Z][A-Za-z]+)/([A-Za-z0-9\\-.]{1,64})(?:/_history/[^/]*)?");
    private static final Set<String> ACCEPTED_METHODS = Set.of("POST", "PUT");

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

    /** Reads the bundle, or refuses it whole with a 400 that says why. */
    static SubmittedBundle read(JsonNode root, Set<String> knownResourceTypes) {
        if (root == null || !root.isObject()) {
            throw new InvalidRequestException("The body must be a JSON object: a FHIR Bundle");
        }
        JsonNode resourceType = root.get("resourceType");
        if (resourceType == null || !"Bundle".equals(resourceType.asText(null))) {
            throw new InvalidRequestException("The body must be a Bundle; resourceType is "
                    + (resourceType == null ? "missing" : resourceType.toString()));
        }
        JsonNode type = root.get("type");
        if (type == null || !type.isTextual()) {
            throw new InvalidRequestException("Bundle.type is required: collection, batch or transaction");
        }
        if (!ACCEPTED_TYPES.contains(type.asText())) {
            throw new InvalidRequestException("Bundle.type '" + type.asText()
                    + "' is not accepted; send collection, batch or transaction");
        }
        JsonNode entryArray = root.get("entry");
        if (entryArray != null && !entryArray.isArray()) {
            throw new InvalidRequestException("Bundle.entry must be an array");
        }
        List<BundleEntry> entries = new ArrayList<>();
        if (entryArray != null) {
            for (int i = 0; i < entryArray.size(); i++) {
                entries.add(readEntry(i, entryArray.get(i), knownResourceTypes));
            }
        }
        return new SubmittedBundle(entries);
    }

    List<BundleEntry> entries() {
        return entries;
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
            return new BundleEntry(index, resourceType, id, fullUrl, (ObjectNode) resource, null);
        } catch (EntryProblem problem) {
            return BundleEntry.refused(index, resourceType, problem);
        }
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
            if (id == null || !FHIR_ID.matcher(id).matches()) {
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
