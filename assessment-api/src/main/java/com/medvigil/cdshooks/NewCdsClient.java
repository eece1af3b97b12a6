package com.medvigil.cdshooks;

import java.util.Objects;

import com.medvigil.model.error.FieldPath;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.outbound.OutboundUrl;

/**
 * A CDS client to register: a name for people, the issuer its tokens carry, and its keys either
 * at a URL ({@code jwksUrl}) or given here ({@code jwks}), exactly one of the two.
 */
public record NewCdsClient(String name, CdsIssuer issuer, OutboundUrl jwksUrl, PublicJwkSet jwks) {

    public static final int MAX_NAME_LENGTH = 100;

    public NewCdsClient {
        name = FieldPath.root("name").requiredText(name, MAX_NAME_LENGTH);
        Objects.requireNonNull(issuer, "issuer");
        if (jwksUrl == null && jwks == null) {
            throw new InvalidFieldException("jwksUrl", "or jwks is required: where the client's public keys are, or the keys");
        }
        if (jwksUrl != null && jwks != null) {
            throw new InvalidFieldException("jwks", "must not be sent with jwksUrl: send one of the two");
        }
    }
}
