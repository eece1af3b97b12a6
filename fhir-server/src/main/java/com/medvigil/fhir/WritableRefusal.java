package com.medvigil.fhir;

import org.springframework.stereotype.Component;

import ca.uhn.fhir.interceptor.api.Hook;
import ca.uhn.fhir.interceptor.api.Interceptor;
import ca.uhn.fhir.interceptor.api.Pointcut;
import ca.uhn.fhir.rest.server.exceptions.BaseServerResponseException;

/**
 * Keeps a refusal writable in every format a client may ask for. A refusal quotes what the client
 * sent (a search value, an id), and XML 1.0 cannot carry most control characters: a NUL in a
 * search value answered in XML made HAPI's writer fail half-way, and the client got a truncated
 * response. Such characters are written as Java escapes (a backslash, {@code u} and four hex digits)
 * in the OperationOutcome instead.
 */
@Component
@Interceptor
public class WritableRefusal {

    @Hook(Pointcut.SERVER_PRE_PROCESS_OUTGOING_EXCEPTION)
    public BaseServerResponseException quoteWhatXmlCannotCarry(Throwable failure) {
        if (!(failure instanceof BaseServerResponseException refusal) || refusal.getStatusCode() >= 500
                || refusal.getOperationOutcome() != null || refusal.getMessage() == null
                || isXmlText(refusal.getMessage())) {
            return null;
        }
        // The same refusal with its text quoted: HAPI builds the outcome from it as from any other.
        BaseServerResponseException quotedRefusal = BaseServerResponseException.newInstance(refusal.getStatusCode(),
                quoted(refusal.getMessage()));
        refusal.getResponseHeaders().forEach((name, values) ->
                values.forEach(value -> quotedRefusal.addResponseHeader(name, value)));
        return quotedRefusal;
    }

    static boolean isXmlText(String text) {
        return text.codePoints().allMatch(WritableRefusal::isXmlCharacter);
    }

    static String quoted(String text) {
        StringBuilder quoted = new StringBuilder(text.length() + 16);
        text.codePoints().forEach(c -> {
            if (isXmlCharacter(c)) {
                quoted.appendCodePoint(c);
            } else {
                quoted.append(String.format("\\u%04X", c));
            }
        });
        return quoted.toString();
    }

    /** XML 1.0's Char production. */
    private static boolean isXmlCharacter(int c) {
        return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD)
                || (c >= 0x10000 && c <= 0x10FFFF);
    }
}
