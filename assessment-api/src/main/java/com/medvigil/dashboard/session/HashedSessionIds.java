package com.medvigil.dashboard.session;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.session.SessionIdGenerator;
import org.springframework.session.web.http.CookieSerializer;
import org.springframework.session.web.http.CookieSerializer.CookieValue;
import org.springframework.session.web.http.HttpSessionIdResolver;
import org.springframework.web.context.request.RequestAttributes;
import org.springframework.web.context.request.RequestContextHolder;

/**
 * Dashboard session ids as the database keeps them: the SHA-256 of a secret that only the
 * browser's cookie carries, as for API keys and sign-in links, so that a copy of the session
 * tables signs nobody in.
 *
 * <p>Spring Session sees only the hash: it stores and looks sessions up by it. This class stands
 * at both ends of it. As the {@link SessionIdGenerator} it draws a new secret for a new (or
 * renewed) session and hands the secret to the request being served; as the
 * {@link HttpSessionIdResolver} it turns the cookie into the hash on the way in, and writes that
 * secret into the cookie on the way out. A cookie holding a stored id is hashed like any other
 * value and finds nothing.
 */
public final class HashedSessionIds implements SessionIdGenerator, HttpSessionIdResolver {

    private static final int SECRET_BYTES = 32;
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    /** Request attribute prefix under which a new session's secret waits for the cookie, by session id. */
    private static final String SECRET_OF = HashedSessionIds.class.getName() + ".secretOf.";
    private static final String WRITTEN = HashedSessionIds.class.getName() + ".written";

    private final CookieSerializer cookies;
    private final SecureRandom random = new SecureRandom();

    public HashedSessionIds(CookieSerializer cookies) {
        this.cookies = cookies;
    }

    /**
     * A new session's id: the hash of a new secret. Sessions are created and renewed only while a
     * request is served (a page asking for its CSRF token, signing in), and the secret stays with
     * that request until its cookie is written.
     */
    @Override
    public String generate() {
        RequestAttributes request = RequestContextHolder.getRequestAttributes();
        if (request == null) {
            throw new IllegalStateException("A dashboard session can only be created while a request is served");
        }
        byte[] bytes = new byte[SECRET_BYTES];
        random.nextBytes(bytes);
        String secret = ENCODER.encodeToString(bytes);
        String id = hashOf(secret);
        request.setAttribute(SECRET_OF + id, secret, RequestAttributes.SCOPE_REQUEST);
        return id;
    }

    @Override
    public List<String> resolveSessionIds(HttpServletRequest request) {
        return cookies.readCookieValues(request).stream().map(HashedSessionIds::hashOf).toList();
    }

    /** Called for a session that is new or has a new id: both were made by {@link #generate()} in this request. */
    @Override
    public void setSessionId(HttpServletRequest request, HttpServletResponse response, String sessionId) {
        if (sessionId.equals(request.getAttribute(WRITTEN))) {
            return;
        }
        Object secret = request.getAttribute(SECRET_OF + sessionId);
        if (!(secret instanceof String value)) {
            throw new IllegalStateException("The session's secret was not drawn while serving this request");
        }
        request.setAttribute(WRITTEN, sessionId);
        cookies.writeCookieValue(new CookieValue(request, response, value));
    }

    @Override
    public void expireSession(HttpServletRequest request, HttpServletResponse response) {
        cookies.writeCookieValue(new CookieValue(request, response, ""));
    }

    /** Lowercase hex SHA-256, the only form of a session's secret that is stored. */
    static String hashOf(String secret) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java runtime provides SHA-256", e);
        }
    }
}
