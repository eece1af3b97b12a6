package com.medvigil.cdshooks;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.UUID;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSSigner;
import com.nimbusds.jose.crypto.ECDSASigner;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;

/**
 * A CDS client's token as a test builds it: by default a valid one for {@code audience}, signed
 * with {@code key} (ES384 for an EC key, RS384 for RSA); each {@code with...} changes one thing.
 */
record CdsToken(JWK key, String keyId, String issuer, String audience, Instant issuedAt, Instant expiresAt,
                String tokenId, URI jku) {

    static CdsToken of(JWK key, String issuer, String audience) {
        Instant now = Instant.now();
        return new CdsToken(key, key.getKeyID(), issuer, audience, now, now.plus(Duration.ofMinutes(5)),
                UUID.randomUUID().toString(), null);
    }

    CdsToken withKeyId(String value) {
        return new CdsToken(key, value, issuer, audience, issuedAt, expiresAt, tokenId, jku);
    }

    CdsToken withAudience(String value) {
        return new CdsToken(key, keyId, issuer, value, issuedAt, expiresAt, tokenId, jku);
    }

    CdsToken withTimes(Instant issued, Instant expires) {
        return new CdsToken(key, keyId, issuer, audience, issued, expires, tokenId, jku);
    }

    CdsToken withTokenId(String value) {
        return new CdsToken(key, keyId, issuer, audience, issuedAt, expiresAt, value, jku);
    }

    CdsToken withJku(URI value) {
        return new CdsToken(key, keyId, issuer, audience, issuedAt, expiresAt, tokenId, value);
    }

    JWTClaimsSet claims() {
        return new JWTClaimsSet.Builder().issuer(issuer).audience(audience).issueTime(Date.from(issuedAt))
                .expirationTime(Date.from(expiresAt)).jwtID(tokenId).build();
    }

    /** The compact JWS, signed as CDS Hooks says: ES384 or RS384, typ JWT, with kid (and jku when set). */
    String signed() {
        try {
            JWSAlgorithm algorithm = key instanceof ECKey ? JWSAlgorithm.ES384 : JWSAlgorithm.RS384;
            JWSSigner signer = key instanceof ECKey ec ? new ECDSASigner(ec) : new RSASSASigner((RSAKey) key);
            JWSHeader header = new JWSHeader.Builder(algorithm).type(JOSEObjectType.JWT).keyID(keyId).jwkURL(jku).build();
            SignedJWT jwt = new SignedJWT(header, claims());
            jwt.sign(signer);
            return jwt.serialize();
        } catch (JOSEException e) {
            throw new IllegalStateException(e);
        }
    }
}
