package com.medvigil.model.tenant;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

import com.medvigil.model.error.InvalidFieldException;

/**
 * The tenant slug sent in {@code X-Tenant-Code}: 3 to 32 characters of {@code a-z}, {@code 0-9}
 * and {@code -}. A code given by the client is taken as is or refused, never rewritten.
 */
public record TenantCode(String value) {

    public static final int MIN_LENGTH = 3;
    public static final int MAX_LENGTH = 32;
    private static final Pattern ALLOWED = Pattern.compile("[a-z0-9-]+");
    private static final Pattern DIACRITICS = Pattern.compile("\\p{M}+");
    private static final Pattern NOT_ALLOWED_RUN = Pattern.compile("[^a-z0-9]+");
    private static final String SHORT_NAME_FILLER = "tenant";

    public TenantCode {
        if (value == null) {
            throw new InvalidFieldException("code", "is required");
        }
        if (value.length() < MIN_LENGTH || value.length() > MAX_LENGTH) {
            throw new InvalidFieldException("code", "must be " + MIN_LENGTH + " to " + MAX_LENGTH + " characters long");
        }
        if (!ALLOWED.matcher(value).matches()) {
            throw new InvalidFieldException("code", "may contain only lowercase letters a-z, digits 0-9 and '-'");
        }
    }

    /** The slug a name suggests when the client sends no code: "St. Mary's Clinic" gives "st-mary-s-clinic". */
    public static TenantCode derivedFrom(TenantName name) {
        String folded = DIACRITICS.matcher(Normalizer.normalize(name.value(), Normalizer.Form.NFD)).replaceAll("");
        String slug = trimHyphens(NOT_ALLOWED_RUN.matcher(folded.toLowerCase(Locale.ROOT)).replaceAll("-"));
        if (slug.isEmpty()) {
            slug = SHORT_NAME_FILLER;
        } else if (slug.length() < MIN_LENGTH) {
            slug = slug + "-" + SHORT_NAME_FILLER;
        }
        return new TenantCode(trimHyphens(truncate(slug, MAX_LENGTH)));
    }

    /** The n-th alternative when this code is taken: "acme" gives "acme-2", kept within 32 characters. */
    public TenantCode withSuffix(int n) {
        String suffix = "-" + n;
        return new TenantCode(trimHyphens(truncate(value, MAX_LENGTH - suffix.length())) + suffix);
    }

    private static String truncate(String text, int length) {
        return text.length() <= length ? text : text.substring(0, length);
    }

    private static String trimHyphens(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && text.charAt(start) == '-') {
            start++;
        }
        while (end > start && text.charAt(end - 1) == '-') {
            end--;
        }
        return text.substring(start, end);
    }
}
