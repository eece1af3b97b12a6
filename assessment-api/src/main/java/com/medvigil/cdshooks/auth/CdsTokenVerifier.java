package com.medvigil.cdshooks.auth;

import java.text.ParseException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.Set;

import org.springframework.stereotype.Component;

import com.medvigil.cdshooks.CdsHooksProperties;
import com.medvigil.cdshooks.CdsIssuer;
import com.medvigil.cdshooks.PublicJwkSet;
import com.medvigil.model.cdshooks.CdsClients;
import com.medvigil.model.cdshooks.IssuingClient;
import com.medvigil.model.tenancy.TenantContext;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSVerifier;
import com.nimbusds.jose.crypto.ECDSAVerifier;
import com.nimbusds.jose.crypto.RSASSAVerifier;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jwt.JWT;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.JWTParser;
import com.nimbusds.jwt.SignedJWT;

/**
 * Checks a CDS client's token (CDS Hooks 2.0, Trusting CDS Clients) and answers the client it
 * proves, or throws {@link CdsTokenRejected} with the reason. The order matters: the issuer picks
 * the client (and so the tenant) and its keys; nothing the token claims besides is believed before
 * its signature is verified; and the {@code jti} is recorded last, so that a forged or expired
 * token uses up no id.
 */
@Component
class CdsTokenVerifier {

    /** CDS Hooks recommends these two; {@code none} and every HMAC algorithm are refused. */
    static final Set<JWSAlgorithm> ACCEPTED_ALGORITHMS = Set.of(JWSAlgorithm.ES384, JWSAlgorithm.RS384);

    private final CdsClients clients;
    private final TenantContext tenantContext;
    private final ClientKeys keys;
    private final TokenReplay replay;
    private final Duration clockSkew;
    private final Duration maxLifetime;
    private final Clock clock;

    CdsTokenVerifier(CdsClients clients, TenantContext tenantContext, ClientKeys keys, TokenReplay replay,
                     CdsHooksProperties properties, Clock clock) {
        this.clients = clients;
        this.tenantContext = tenantContext;
        this.keys = keys;
        this.replay = replay;
        this.clockSkew = properties.clockSkew();
        this.maxLifetime = properties.maxTokenLifetime();
        this.clock = clock;
    }

    /** @param audience the exact URL that was called ({@link ServiceAudience}) */
    IssuingClient verify(String token, String audience) {
        SignedJWT jwt = signed(token);
        JWSHeader header = jwt.getHeader();
        if (!ACCEPTED_ALGORITHMS.contains(header.getAlgorithm())) {
            throw new CdsTokenRejected("Token must be signed with ES384 or RS384");
        }
        if (header.getKeyID() == null || header.getKeyID().isBlank()) {
            throw new CdsTokenRejected("Token header lacks kid");
        }
        JWTClaimsSet claims = claims(jwt);
        IssuingClient client = client(claims.getIssuer());
        if (header.getJWKURL() != null && !header.getJWKURL().toString().equals(client.jwksUrl())) {
            throw new CdsTokenRejected("jku is not the client's registered JWK set URL");
        }
        verifySignature(jwt, keys.find(client, header.getKeyID()));
        Instant expiry = checkTimes(claims);
        if (!claims.getAudience().contains(audience)) {
            throw new CdsTokenRejected("aud is not the URL of the service called");
        }
        String tokenId = claims.getJWTID();
        if (tokenId == null || tokenId.isEmpty()) {
            throw new CdsTokenRejected("Token lacks jti");
        }
        replay.recordFirstUse(client.issuer(), tokenId, client.tenantId(), expiry.plus(clockSkew));
        return client;
    }

    private static SignedJWT signed(String token) {
        JWT jwt;
        try {
            jwt = JWTParser.parse(token);
        } catch (ParseException e) {
            throw new CdsTokenRejected("Malformed token");
        }
        if (!(jwt instanceof SignedJWT signed)) {
            // An unsecured (alg none) or encrypted token.
            throw new CdsTokenRejected("Token must be signed with ES384 or RS384");
        }
        return signed;
    }

    private static JWTClaimsSet claims(SignedJWT jwt) {
        try {
            return jwt.getJWTClaimsSet();
        } catch (ParseException e) {
            throw new CdsTokenRejected("Malformed token claims");
        }
    }

    /** Issuers are unique across tenants, so the lookup crosses them; the client found names the tenant. */
    private IssuingClient client(String issuer) {
        if (issuer == null || issuer.isEmpty()) {
            throw new CdsTokenRejected("Token lacks iss");
        }
        if (!CdsIssuer.couldBeRegistered(issuer)) {
            throw new CdsTokenRejected("Unknown issuer");
        }
        return tenantContext.callForAllTenants(() -> clients.findIssuing(issuer))
                .orElseThrow(() -> new CdsTokenRejected("Unknown issuer"));
    }

    private static void verifySignature(SignedJWT jwt, JWK key) {
        try {
            if (!jwt.verify(verifierFor(jwt.getHeader().getAlgorithm(), key))) {
                throw new CdsTokenRejected("Invalid signature");
            }
        } catch (JOSEException e) {
            throw new CdsTokenRejected("Invalid signature");
        }
    }

    private static JWSVerifier verifierFor(JWSAlgorithm algorithm, JWK key) throws JOSEException {
        if (key.getAlgorithm() != null && !algorithm.equals(key.getAlgorithm())) {
            throw new CdsTokenRejected("The key named by kid is not for this algorithm");
        }
        if (JWSAlgorithm.ES384.equals(algorithm) && key instanceof ECKey ec && Curve.P_384.equals(ec.getCurve())) {
            return new ECDSAVerifier(ec.toPublicJWK());
        }
        if (JWSAlgorithm.RS384.equals(algorithm) && key instanceof RSAKey rsa && rsa.size() >= PublicJwkSet.MIN_RSA_BITS) {
            return new RSASSAVerifier(rsa.toPublicJWK());
        }
        throw new CdsTokenRejected("The key named by kid is not for this algorithm");
    }

    /** exp and iat, each within the clock skew; answers the expiry. */
    private Instant checkTimes(JWTClaimsSet claims) {
        Instant now = clock.instant();
        Instant expiry = instant(claims.getExpirationTime(), "exp");
        Instant issued = instant(claims.getIssueTime(), "iat");
        if (!now.isBefore(expiry.plus(clockSkew))) {
            throw new CdsTokenRejected("Token expired");
        }
        if (issued.isAfter(now.plus(clockSkew))) {
            throw new CdsTokenRejected("Token issued in the future (iat)");
        }
        if (Duration.between(issued, expiry).compareTo(maxLifetime) > 0) {
            throw new CdsTokenRejected("Token valid for too long (exp - iat over " + maxLifetime.toMinutes() + " minutes)");
        }
        return expiry;
    }

    private static Instant instant(Date value, String claim) {
        if (value == null) {
            throw new CdsTokenRejected("Token lacks " + claim);
        }
        return value.toInstant();
    }
}
