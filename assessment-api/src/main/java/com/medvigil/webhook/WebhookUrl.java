package com.medvigil.webhook;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

import com.medvigil.error.InvalidFieldException;

import okhttp3.HttpUrl;

/**
 * Where deliveries go: an absolute http or https URL with a host, at most 2048 characters,
 * without user credentials (they would be shown in every webhook listing) or a fragment (which
 * is never sent). Whether the host is public is the {@link AddressGuard}'s call.
 *
 * @param field the request field the URL came from, named in error messages
 */
public record WebhookUrl(String field, String value) {

    public static final int MAX_LENGTH = 2048;

    public WebhookUrl {
        if (value == null || value.isBlank()) {
            throw new InvalidFieldException(field, "is required");
        }
        if (value.length() > MAX_LENGTH) {
            throw new InvalidFieldException(field, "must be at most " + MAX_LENGTH + " characters long");
        }
        URI uri;
        try {
            uri = new URI(value);
        } catch (URISyntaxException e) {
            throw new InvalidFieldException(field, "must be an absolute http or https URL: " + e.getReason()
                    + " at index " + e.getIndex());
        }
        String scheme = uri.getScheme() == null ? null : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!uri.isAbsolute() || !("http".equals(scheme) || "https".equals(scheme))) {
            throw new InvalidFieldException(field, "must be an absolute http or https URL");
        }
        if (uri.getRawAuthority() == null || uri.getRawAuthority().isEmpty()) {
            throw new InvalidFieldException(field, "must name a valid host");
        }
        if (uri.getRawFragment() != null) {
            throw new InvalidFieldException(field, "must not contain a fragment (#...)");
        }
        // OkHttp sends the deliveries, so its reading of the URL is the one that counts.
        HttpUrl parsed = HttpUrl.parse(value);
        if (parsed == null || parsed.host().isEmpty()) {
            throw new InvalidFieldException(field, "must be an absolute http or https URL");
        }
        if (uri.getRawUserInfo() != null || !parsed.username().isEmpty() || !parsed.password().isEmpty()) {
            throw new InvalidFieldException(field, "must not contain user credentials");
        }
    }

    /** The host deliveries go to, as OkHttp reads it (lowercase, IPv6 without brackets). */
    public String host() {
        return HttpUrl.get(value).host();
    }
}
