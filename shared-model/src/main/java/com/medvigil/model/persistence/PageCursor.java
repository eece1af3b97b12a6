package com.medvigil.model.persistence;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.UUID;

import com.medvigil.model.error.FieldPath;

/**
 * The position after the last item of a page, for keyset paging over (createdAt, id): stable
 * while new items arrive, and cheap at any depth. Opaque to clients (base64url).
 */
public record PageCursor(Instant createdAt, UUID id) {

    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();

    public String encode() {
        String plain = createdAt.toEpochMilli() + ":" + id;
        return ENCODER.encodeToString(plain.getBytes(StandardCharsets.US_ASCII));
    }

    /** The cursor a client sent back, or null when it sent none; anything else is a 400 naming the parameter. */
    public static PageCursor decode(String cursor) {
        if (cursor == null || cursor.isBlank()) {
            return null;
        }
        try {
            String plain = new String(Base64.getUrlDecoder().decode(cursor.strip()), StandardCharsets.US_ASCII);
            int colon = plain.indexOf(':');
            return new PageCursor(Instant.ofEpochMilli(Long.parseLong(plain.substring(0, colon))),
                    UUID.fromString(plain.substring(colon + 1)));
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            throw FieldPath.root("cursor").invalid("is not a cursor this API returned");
        }
    }
}
