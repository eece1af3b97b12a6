package com.medvigil.fhir.operations;

import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.util.Locale;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.stereotype.Component;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.medvigil.fhir.submit.BundleSubmission;
import com.medvigil.fhir.submit.SubmitAdmission;
import com.medvigil.fhir.submit.SubmitOptions;
import com.medvigil.fhir.submit.SubmitResult;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.rest.annotation.Operation;
import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;
import ca.uhn.fhir.rest.server.exceptions.UnclassifiedServerFailureException;

/**
 * {@code POST /v1/fhir/$submit} (spec 4.8): EHRs push a Bundle in bulk and get back
 * {@code {outcome, summary}}. The request is read by hand ({@code manualRequest}) because HAPI
 * would refuse a whole bundle for one bad entry before this code ran, and would hold the whole
 * bundle in memory as one model; the submission reads the body as a stream and parses each entry
 * on its own instead.
 */
@Component
public class SubmitOperation implements SystemOperation {

    static final String VALIDATE_PARAMETER = "_validate";
    static final String PROFILE_VALIDATION = "profile";
    private static final String RESPONSE_TYPE = "application/fhir+json;charset=UTF-8";

    private final ObjectMapper json = new ObjectMapper().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);

    private final BundleSubmission submission;
    private final SubmitAdmission admission;
    private final FhirContext fhirContext;

    SubmitOperation(BundleSubmission submission, SubmitAdmission admission, FhirContext fhirContext) {
        this.submission = submission;
        this.admission = admission;
        this.fhirContext = fhirContext;
    }

    @Operation(name = "$submit", manualRequest = true, manualResponse = true, idempotent = false)
    public void submit(HttpServletRequest request, HttpServletResponse response) throws IOException {
        requireJson(request.getContentType());
        SubmitOptions options = optionsOf(request.getParameter(VALIDATE_PARAMETER));
        SubmitResult result;
        try (SubmitAdmission.Slot slot = admission.enter(request.getContentLengthLong());
             InputStream body = request.getInputStream()) {
            result = submission.submit(body, options);
        }
        response.setStatus(HttpServletResponse.SC_OK);
        response.setContentType(RESPONSE_TYPE);
        Writer writer = response.getWriter();
        try (JsonGenerator generator = json.getFactory().createGenerator(writer)) {
            generator.writeStartObject();
            generator.writeFieldName("outcome");
            generator.writeRawValue(fhirContext.newJsonParser().encodeResourceToString(result.outcome()));
            generator.writeFieldName("summary");
            json.writeValue(generator, result.summary());
            generator.writeEndObject();
        }
        writer.flush();
    }

    private static void requireJson(String contentType) {
        String mediaType = contentType == null ? "" : contentType.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
        if (!mediaType.equals("application/fhir+json") && !mediaType.equals("application/json")) {
            throw new UnclassifiedServerFailureException(415, "Content-Type "
                    + (contentType == null ? "(none)" : contentType)
                    + " is not supported by $submit; send the Bundle as application/fhir+json or application/json");
        }
    }

    private static SubmitOptions optionsOf(String validate) {
        if (validate == null) {
            return SubmitOptions.DEFAULT;
        }
        if (!PROFILE_VALIDATION.equals(validate)) {
            throw new InvalidRequestException("Parameter " + VALIDATE_PARAMETER + " takes only '" + PROFILE_VALIDATION
                    + "' (validate every entry against the base FHIR R4 profiles)");
        }
        return new SubmitOptions(true);
    }
}
