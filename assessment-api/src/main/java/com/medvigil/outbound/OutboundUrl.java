package com.medvigil.outbound;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.regex.Pattern;

import com.medvigil.model.error.InvalidFieldException;

import okhttp3.HttpUrl;

/**
 * Where a call to a tenant's address goes (a webhook receiver, a JWK set): an absolute http or
 * https URL with a host, at most 2048 characters, without user credentials (they would be shown
 * in every listing) or a fragment (which
 * is never sent). An IPv4 address must be written in dotted decimal. Whether the host is public is
 * the {@link AddressGuard}'s call.
 *
 * @param field the request field the URL came from, named in error messages
 */
public record OutboundUrl(String field, String value) {

    public static final int MAX_LENGTH = 2048;

    /**
     * A host whose last label is a number is an IPv4 address to browsers and curl (the WHATWG URL
     * standard) and to the C library, which read 0177.0.0.1, 0x7f000001, 2130706433 and 127.1 all
     * as 127.0.0.1; the JDK reads some of them otherwise (0177.0.0.1 as 177.0.0.1) or not at all.
     */
    private static final Pattern ENDS_IN_A_NUMBER = Pattern.compile("(?:.*\\.)?(?:[0-9]+|0[xX][0-9a-fA-F]*)\\.?");
    /** Four decimal numbers from 0 to 255 without leading zeros: the one spelling every program reads alike. */
    private static final Pattern DOTTED_DECIMAL = Pattern.compile("(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}"
            + "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])");

    public OutboundUrl {
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
        // OkHttp makes the calls, so its reading of the URL is the one that counts.
        HttpUrl parsed = HttpUrl.parse(value);
        if (parsed == null || parsed.host().isEmpty()) {
            throw new InvalidFieldException(field, "must be an absolute http or https URL");
        }
        if (uri.getRawUserInfo() != null || !parsed.username().isEmpty() || !parsed.password().isEmpty()) {
            throw new InvalidFieldException(field, "must not contain user credentials");
        }
        String host = parsed.host();
        if (!host.contains(":") && ENDS_IN_A_NUMBER.matcher(host).matches() && !DOTTED_DECIMAL.matcher(host).matches()) {
            throw new InvalidFieldException(field, "must write an IPv4 address as four decimal numbers from 0 to 255"
                    + " without leading zeros, not " + host);
        }
    }

    /** The host the calls go to, as OkHttp reads it (lowercase, IPv6 without brackets). */
    public String host() {
        return HttpUrl.get(value).host();
    }

    /** Whether the scheme is https. */
    public boolean isHttps() {
        return HttpUrl.get(value).isHttps();
    }

    /** Whether the host is an IP address (IPv6, or IPv4 in dotted decimal), which OkHttp connects to without a lookup. */
    public boolean hostIsAddress() {
        String host = host();
        return host.contains(":") || DOTTED_DECIMAL.matcher(host).matches();
    }
}
