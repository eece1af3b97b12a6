package com.medvigil.dashboard.signin;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

import com.medvigil.dashboard.DashboardMailQueue;
import com.medvigil.dashboard.DashboardPaths;
import com.medvigil.dashboard.DashboardProperties;
import com.medvigil.model.tenant.AdminEmail;
import com.medvigil.tenant.ratelimit.RateLimitDecision;
import com.medvigil.tenant.ratelimit.RateLimiter;

/**
 * A request for a sign-in link. The answer never depends on whether the address belongs to an
 * administrator: the rate limits are drawn for every address, and the lookup and the mail happen
 * afterwards, off the request thread. Limits are per client address and per e-mail address, in
 * the shared rate-limit buckets, so they hold across replicas.
 */
@Service
public class SignInRequests {

    private static final Logger log = LoggerFactory.getLogger(SignInRequests.class);

    private final RateLimiter limiter;
    private final DashboardProperties properties;
    private final DashboardMailQueue queue;
    private final Memberships memberships;
    private final MagicLinks magicLinks;
    private final SignInMail mail;

    SignInRequests(RateLimiter limiter, DashboardProperties properties, DashboardMailQueue queue, Memberships memberships,
                   MagicLinks magicLinks, SignInMail mail) {
        this.limiter = limiter;
        this.properties = properties;
        this.queue = queue;
        this.memberships = memberships;
        this.magicLinks = magicLinks;
        this.mail = mail;
    }

    /**
     * @param clientAddress the requester's address (the proxy-reported one behind a trusted load balancer)
     * @param linkBase      what links start with: the public base URL, or the requesting page's own
     */
    public SignInOutcome request(AdminEmail email, String clientAddress, String linkBase) {
        RateLimitDecision byAddress = limiter.tryConsume("dashboard-sign-in:address:" + clientAddress,
                properties.signInLimit().perAddressPerMinute(), Duration.ofMinutes(1));
        if (!byAddress.allowed()) {
            return SignInOutcome.limited(byAddress.secondsUntilNextToken());
        }
        // The address is hashed: bucket keys are stored, and need not show who asked.
        RateLimitDecision byEmail = limiter.tryConsume("dashboard-sign-in:email:" + sha256(email.value()),
                properties.signInLimit().perEmailPerHour(), Duration.ofHours(1));
        if (!byEmail.allowed()) {
            return SignInOutcome.limited(byEmail.secondsUntilNextToken());
        }
        if (!queue.offer(() -> mailLinkIfAdministrator(email, linkBase))) {
            log.warn("Sign-in mail queue full or stopping: a sign-in request was dropped");
        }
        return SignInOutcome.acceptedOutcome();
    }

    private void mailLinkIfAdministrator(AdminEmail email, String linkBase) {
        try {
            if (memberships.tenantsOf(email).isEmpty()) {
                return;
            }
            SignInToken token = magicLinks.issue(email);
            mail.send(email, linkBase + DashboardPaths.SIGN_IN_LINK + "?token=" + token.value());
        } catch (RuntimeException e) {
            // The message of a mail failure may quote the recipient: only the kind of failure is logged.
            log.warn("A sign-in link could not be sent: {}", failureKinds(e));
        }
    }

    private static String failureKinds(Throwable failure) {
        StringBuilder kinds = new StringBuilder(failure.getClass().getName());
        for (Throwable cause = failure.getCause(); cause != null && cause != cause.getCause(); cause = cause.getCause()) {
            kinds.append(" <- ").append(cause.getClass().getName());
        }
        return kinds.toString();
    }

    private static String sha256(String value) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java runtime provides SHA-256", e);
        }
    }
}
