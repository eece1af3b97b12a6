package com.medvigil.fhir.providers;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.zip.GZIPOutputStream;

import jakarta.servlet.http.HttpServletResponse;

import org.springframework.stereotype.Component;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.SearchPage;
import com.medvigil.fhir.search.SearchPages;
import com.medvigil.fhir.store.StoredResource;

import ca.uhn.fhir.interceptor.api.Hook;
import ca.uhn.fhir.interceptor.api.Interceptor;
import ca.uhn.fhir.interceptor.api.Pointcut;
import ca.uhn.fhir.rest.api.Constants;
import ca.uhn.fhir.rest.api.EncodingEnum;
import ca.uhn.fhir.rest.api.RequestTypeEnum;
import ca.uhn.fhir.rest.api.RestOperationTypeEnum;
import ca.uhn.fhir.rest.api.server.RequestDetails;
import ca.uhn.fhir.rest.param.ParameterUtil;
import ca.uhn.fhir.rest.server.RestfulServer;
import ca.uhn.fhir.rest.server.RestfulServerUtils;
import ca.uhn.fhir.rest.server.RestfulServerUtils.ResponseEncoding;

/**
 * Answers plain JSON reads and searches with the stored JSON as it is, instead of parsing every
 * resource into HAPI's model only to encode it again: that round trip (narrative XHTML included)
 * was most of the time of a read and grew with every resource of a search result. The stored JSON
 * is FHIR R4 that HAPI parsed and checked at submission (or wrote itself, for a stub patient), so
 * the answer holds the same members and values as HAPI's, in the submitter's member order.
 *
 * <p>HAPI has already chosen the handler when this runs, so unknown parameters and unsupported
 * requests were refused in the usual way. A search is answered by {@link SearchPages}, as the
 * provider answers it, and refused with the provider's errors. Anything this does not cover in
 * full (XML, pretty printing, {@code _summary}, {@code _elements}, a missing resource or version)
 * goes on to the providers and HAPI's encoder unchanged. Reads and version reads carry the ETag,
 * and answer 304 to an {@code If-None-Match} of the version they would send, as HAPI's read does.
 */
@Component
@Interceptor
public class StoredJsonResponder {

    private static final DateTimeFormatter FHIR_INSTANT = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSxxx");

    private final StoredResourceReader reader;
    private final SearchPages searchPages;
    private final Clock clock;
    private final JsonFactory json = new JsonFactory();

    StoredJsonResponder(StoredResourceReader reader, SearchPages searchPages, Clock clock) {
        this.reader = reader;
        this.searchPages = searchPages;
        this.clock = clock;
    }

    /** Returns false when it has answered the request itself. */
    @Hook(Pointcut.SERVER_INCOMING_REQUEST_POST_PROCESSED)
    public boolean answerFromStoredJson(RequestDetails request, HttpServletResponse response) throws IOException {
        Optional<ServedType> type = ServedType.of(request.getResourceName());
        Optional<ResponseEncoding> encoding = plainJson(request);
        if (type.isEmpty() || encoding.isEmpty()) {
            return true;
        }
        RestOperationTypeEnum operation = request.getRestOperationType();
        if (operation == RestOperationTypeEnum.READ || operation == RestOperationTypeEnum.VREAD) {
            return !answerRead(type.get(), request, response, encoding.get());
        }
        if (operation == RestOperationTypeEnum.SEARCH_TYPE) {
            answerSearch(searchPages.find(type.get(), request), request, response, encoding.get());
            return false;
        }
        return true;
    }

    /** The response encoding, when it is JSON and nothing asks to reshape the resources. */
    private static Optional<ResponseEncoding> plainJson(RequestDetails request) {
        if (request.getRequestType() != RequestTypeEnum.GET) {
            return Optional.empty();
        }
        Map<String, String[]> query = request.getParameters();
        if (query.containsKey(Constants.PARAM_PRETTY) || query.containsKey(Constants.PARAM_SUMMARY)
                || query.containsKey(Constants.PARAM_ELEMENTS)) {
            return Optional.empty();
        }
        ResponseEncoding encoding = RestfulServerUtils.determineResponseEncodingWithDefault(request);
        if (encoding.getEncoding() != EncodingEnum.JSON
                || RestfulServerUtils.prettyPrintResponse(request.getServer(), request)) {
            return Optional.empty();
        }
        return Optional.of(encoding);
    }

    private boolean answerRead(ServedType type, RequestDetails request, HttpServletResponse response,
                               ResponseEncoding encoding) throws IOException {
        Optional<StoredResource> stored = reader.find(type, request.getId());
        if (stored.isEmpty()) {
            return false;
        }
        StoredResource resource = stored.get();
        response.setHeader(Constants.HEADER_ETAG, "W/\"" + resource.versionId() + "\"");
        if (isCurrentFor(request, resource)) {
            addServerHeaders(request, response);
            response.setStatus(HttpServletResponse.SC_NOT_MODIFIED);
            return true;
        }
        response.setHeader(Constants.HEADER_CONTENT_LOCATION, request.getFhirServerBase() + "/" + type.resourceType()
                + "/" + resource.id() + "/_history/" + resource.versionId());
        response.setHeader(Constants.HEADER_LAST_MODIFIED,
                DateTimeFormatter.RFC_1123_DATE_TIME.format(resource.lastUpdated().atZone(ZoneOffset.UTC)));
        try (Writer writer = openBody(request, response, encoding)) {
            writer.write(resource.json());
        }
        return true;
    }

    private void answerSearch(SearchPage page, RequestDetails request, HttpServletResponse response,
                              ResponseEncoding encoding) throws IOException {
        ZonedDateTime now = OffsetDateTime.now(clock).toZonedDateTime();
        response.setHeader(Constants.HEADER_LAST_MODIFIED, DateTimeFormatter.RFC_1123_DATE_TIME.format(now));
        String base = request.getFhirServerBase();
        try (Writer writer = openBody(request, response, encoding);
             JsonGenerator bundle = json.createGenerator(writer)) {
            bundle.writeStartObject();
            bundle.writeStringField("resourceType", "Bundle");
            bundle.writeStringField("id", UUID.randomUUID().toString());
            bundle.writeObjectFieldStart("meta");
            bundle.writeStringField("lastUpdated", FHIR_INSTANT.format(now));
            bundle.writeEndObject();
            bundle.writeStringField("type", "searchset");
            bundle.writeNumberField("total", page.total());
            bundle.writeArrayFieldStart("link");
            writeLink(bundle, "self", page.self());
            writeLink(bundle, "next", page.next());
            writeLink(bundle, "previous", page.previous());
            bundle.writeEndArray();
            if (!page.matches().isEmpty() || !page.included().isEmpty()) {
                bundle.writeArrayFieldStart("entry");
                writeEntries(bundle, base, page.matches(), "match");
                writeEntries(bundle, base, page.included(), "include");
                bundle.writeEndArray();
            }
            bundle.writeEndObject();
        }
    }

    private static void writeLink(JsonGenerator bundle, String relation, String url) throws IOException {
        if (url != null) {
            bundle.writeStartObject();
            bundle.writeStringField("relation", relation);
            bundle.writeStringField("url", url);
            bundle.writeEndObject();
        }
    }

    private static void writeEntries(JsonGenerator bundle, String base, List<StoredResource> resources, String mode)
            throws IOException {
        for (StoredResource resource : resources) {
            bundle.writeStartObject();
            bundle.writeStringField("fullUrl", base + "/" + resource.type() + "/" + resource.id());
            bundle.writeFieldName("resource");
            bundle.writeRawValue(resource.json());
            bundle.writeObjectFieldStart("search");
            bundle.writeStringField("mode", mode);
            bundle.writeEndObject();
            bundle.writeEndObject();
        }
    }

    /** {@code If-None-Match: W/"2"} naming the version the client holds: 304, as HAPI's read answers it. */
    private static boolean isCurrentFor(RequestDetails request, StoredResource resource) {
        String ifNoneMatch = request.getHeader(Constants.HEADER_IF_NONE_MATCH);
        return ifNoneMatch != null && !ifNoneMatch.isBlank()
                && Integer.toString(resource.versionId()).equals(ParameterUtil.parseETagValue(ifNoneMatch));
    }

    private static void addServerHeaders(RequestDetails request, HttpServletResponse response) {
        if (request.getServer() instanceof RestfulServer server) {
            server.addHeadersToResponse(response);
        }
    }

    private static Writer openBody(RequestDetails request, HttpServletResponse response, ResponseEncoding encoding)
            throws IOException {
        addServerHeaders(request, response);
        response.setStatus(HttpServletResponse.SC_OK);
        response.setContentType(encoding.getResourceContentType() + Constants.CHARSET_UTF8_CTSUFFIX);
        OutputStream body = response.getOutputStream();
        if (request.isRespondGzip()) {
            response.setHeader(Constants.HEADER_CONTENT_ENCODING, Constants.ENCODING_GZIP);
            body = new GZIPOutputStream(body);
        }
        return new OutputStreamWriter(body, StandardCharsets.UTF_8);
    }
}
