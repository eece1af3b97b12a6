package com.medvigil.cdshooks.auth;

import java.net.MalformedURLException;
import java.net.URI;
import java.text.ParseException;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import com.medvigil.cdshooks.CdsHooksProperties;
import com.medvigil.model.cdshooks.IssuingClient;
import com.medvigil.outbound.AddressGuard;

import com.nimbusds.jose.KeySourceException;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKMatcher;
import com.nimbusds.jose.jwk.JWKSelector;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.jwk.source.JWKSourceBuilder;
import com.nimbusds.jose.jwk.source.RateLimitReachedException;
import com.nimbusds.jose.proc.SecurityContext;

/**
 * The key a CDS client's token names by its {@code kid}: from the JWK set registered with the
 * client, or from the client's JWK set URL. Fetched sets are cached per client by Nimbus's
 * {@link JWKSourceBuilder}: an unknown {@code kid} fetches the set again (key rotation), at most
 * twice per refresh interval, so a stream of made-up {@code kid}s cannot make us hammer the client.
 * A client's entry is never changed (clients are not edited, only deleted and registered anew
 * under a new id), and the entries of deleted clients, which no token reaches any more, go at restart.
 */
@Component
class ClientKeys {

    private static final Logger log = LoggerFactory.getLogger(ClientKeys.class);

    private final GuardedJwksRetriever retriever;
    private final CdsHooksProperties properties;
    private final ConcurrentMap<UUID, JWKSource<SecurityContext>> fetched = new ConcurrentHashMap<>();

    ClientKeys(AddressGuard guard, CdsHooksProperties properties) {
        this.retriever = new GuardedJwksRetriever(guard, properties);
        this.properties = properties;
    }

    /** The client's key with this id; a refusal when there is none or the keys cannot be had. */
    JWK find(IssuingClient client, String keyId) {
        List<JWK> matches = client.jwksUrl() == null ? registered(client, keyId) : fetched(client, keyId);
        if (matches.isEmpty()) {
            throw new CdsTokenRejected("Unknown key id (kid)");
        }
        return matches.get(0);
    }

    private static List<JWK> registered(IssuingClient client, String keyId) {
        try {
            JWK key = JWKSet.parse(client.jwks()).getKeyByKeyId(keyId);
            return key == null ? List.of() : List.of(key);
        } catch (ParseException e) {
            throw new IllegalStateException("The stored JWK set of CDS client " + client.id() + " does not parse", e);
        }
    }

    private List<JWK> fetched(IssuingClient client, String keyId) {
        JWKSource<SecurityContext> source = fetched.computeIfAbsent(client.id(), id -> sourceFor(client.jwksUrl()));
        try {
            return source.get(new JWKSelector(new JWKMatcher.Builder().keyID(keyId).build()), null);
        } catch (RateLimitReachedException e) {
            // Fetched twice in this interval already: the kid is not in the set the client publishes now.
            return List.of();
        } catch (KeySourceException e) {
            log.warn("JWK set of CDS client {} could not be fetched: {}", client.id(), e.getMessage());
            throw new CdsTokenRejected("The client's keys could not be fetched");
        }
    }

    private JWKSource<SecurityContext> sourceFor(String jwksUrl) {
        try {
            long budget = properties.jwksTimeout().toMillis();
            return JWKSourceBuilder.<SecurityContext>create(URI.create(jwksUrl).toURL(), retriever)
                    .cache(properties.jwksCacheTtl().toMillis(), budget + 1000)
                    .rateLimited(properties.jwksRefreshInterval().toMillis())
                    .refreshAheadCache(false)
                    .retrying(false)
                    .outageTolerant(false)
                    .build();
        } catch (MalformedURLException e) {
            throw new IllegalStateException("A stored JWK set URL is not a URL", e);
        }
    }
}
