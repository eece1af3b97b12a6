package com.medvigil.cdshooks;

import java.text.ParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.medvigil.model.error.InvalidFieldException;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.KeyType;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.RSAKey;

/**
 * A CDS client's JWK set as the service accepts it: signature keys the tokens can be checked
 * with (EC on P-384 for ES384, RSA of at least 2048 bits for RS384), each with a {@code kid}
 * unique in the set, and public keys only: a private or symmetric key sent to us is refused
 * rather than stripped, since its owner must learn that it has been exposed.
 *
 * @param field the request field the set came from, named in error messages
 */
public record PublicJwkSet(String field, JWKSet keys) {

    public static final int MAX_KEYS = 20;
    public static final int MIN_RSA_BITS = 2048;

    private static final String ACCEPTED_KEY_TYPES = "must be EC (P-384, ES384) or RSA (RS384): symmetric and other"
            + " keys are not accepted (CDS Hooks forbids shared-secret signatures)";
    private static final Set<String> ACCEPTED_KEY_TYPE_NAMES = Set.of(KeyType.EC.getValue(), KeyType.RSA.getValue());

    public PublicJwkSet {
        if (keys.getKeys().isEmpty()) {
            throw new InvalidFieldException(field, "must hold at least one key in \"keys\"");
        }
        if (keys.getKeys().size() > MAX_KEYS) {
            throw new InvalidFieldException(field, "must hold at most " + MAX_KEYS + " keys");
        }
        Set<String> ids = new HashSet<>();
        List<JWK> list = keys.getKeys();
        for (int i = 0; i < list.size(); i++) {
            String keyField = field + ".keys[" + i + "]";
            JWK key = list.get(i);
            check(keyField, key);
            if (!ids.add(key.getKeyID())) {
                throw new InvalidFieldException(keyField + ".kid", "must be unique in the set: " + key.getKeyID() + " is repeated");
            }
        }
    }

    /**
     * Reads a JWK set from a request body's JSON object, key by key, so that a refusal names the
     * key at fault ({@code jwks.keys[1]}). Nimbus's own set parser would name only the set, and
     * would drop a key of a type it does not know without a word, where the client must learn
     * that such a key will never verify a token.
     */
    public static PublicJwkSet parse(String field, Map<String, Object> json) {
        if (json == null) {
            throw new InvalidFieldException(field, "is required");
        }
        if (!(json.get("keys") instanceof List<?> members)) {
            String problem = json.containsKey("keys") ? "must be an array" : "is required";
            String hint = json.containsKey("kty") ? "; this is one key: send it as {\"keys\": [ ... ]}" : "";
            throw new InvalidFieldException(field + ".keys", problem
                    + " (a JSON Web Key Set, RFC 7517, holds its keys in \"keys\")" + hint);
        }
        if (members.size() > MAX_KEYS) {
            throw new InvalidFieldException(field + ".keys", "must hold at most " + MAX_KEYS + " keys");
        }
        List<JWK> keys = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            keys.add(parseKey(field + ".keys[" + i + "]", members.get(i)));
        }
        return new PublicJwkSet(field, new JWKSet(keys));
    }

    @SuppressWarnings("unchecked") // a JSON object as the request body's reader gives it
    private static JWK parseKey(String field, Object member) {
        if (!(member instanceof Map<?, ?> object)) {
            throw new InvalidFieldException(field, "must be a JSON Web Key (a JSON object)");
        }
        if (object.get("kty") instanceof String type && !ACCEPTED_KEY_TYPE_NAMES.contains(type)) {
            throw new InvalidFieldException(field + ".kty", ACCEPTED_KEY_TYPES);
        }
        try {
            return JWK.parse((Map<String, Object>) object);
        } catch (ParseException e) {
            throw new InvalidFieldException(field, "is not a valid JSON Web Key (RFC 7517): " + e.getMessage());
        }
    }

    /** The set as stored: JSON of the public keys (all of them are). */
    public String toJson() {
        return keys.toString(true);
    }

    private static void check(String field, JWK key) {
        if (!(key instanceof ECKey) && !(key instanceof RSAKey)) {
            throw new InvalidFieldException(field + ".kty", ACCEPTED_KEY_TYPES);
        }
        if (key.isPrivate()) {
            throw new InvalidFieldException(field, "must be a public key: this one holds private key material,"
                    + " which must never leave the CDS client (replace the key)");
        }
        if (key.getKeyID() == null || key.getKeyID().isBlank()) {
            throw new InvalidFieldException(field + ".kid", "is required: tokens name their key by it");
        }
        if (key instanceof ECKey ec) {
            if (!Curve.P_384.equals(ec.getCurve())) {
                throw new InvalidFieldException(field + ".crv", "must be P-384 (ES384)");
            }
            checkAlgorithm(field, key, JWSAlgorithm.ES384);
        } else {
            if (key.size() < MIN_RSA_BITS) {
                throw new InvalidFieldException(field, "must be an RSA key of at least " + MIN_RSA_BITS + " bits");
            }
            checkAlgorithm(field, key, JWSAlgorithm.RS384);
        }
        if (key.getKeyUse() != null && !KeyUse.SIGNATURE.equals(key.getKeyUse())) {
            throw new InvalidFieldException(field + ".use", "must be sig when present");
        }
    }

    private static void checkAlgorithm(String field, JWK key, JWSAlgorithm expected) {
        if (key.getAlgorithm() != null && !expected.equals(key.getAlgorithm())) {
            throw new InvalidFieldException(field + ".alg", "must be " + expected + " for this key type when present");
        }
    }
}
