package com.medvigil.dashboard;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.Locale;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the dashboard ({@code medvigil.dashboard.*}). Sessions themselves are Spring
 * Session's ({@code spring.session.timeout}) and mail is Spring Boot's ({@code spring.mail.*}).
 *
 * @param publicBaseUrl where people reach the service, such as {@code https://medvigil.example.org}; the links
 *                      in sign-in mails start with it. Unset, each link is built from the request that asked for it
 * @param mailFrom      the sender of sign-in mails; required once {@code spring.mail.host} is set
 * @param linkValidity  how long a sign-in link can be used
 * @param signInLimit   how many sign-in requests are accepted
 */
@ConfigurationProperties("medvigil.dashboard")
public record DashboardProperties(String publicBaseUrl, String mailFrom, Duration linkValidity, SignInLimit signInLimit) {

    public DashboardProperties {
        publicBaseUrl = publicBaseUrl == null || publicBaseUrl.isBlank() ? null : checkedBaseUrl(publicBaseUrl.strip());
        mailFrom = mailFrom == null || mailFrom.isBlank() ? null : mailFrom.strip();
        linkValidity = linkValidity == null ? Duration.ofMinutes(15) : linkValidity;
        signInLimit = signInLimit == null ? new SignInLimit(null, null) : signInLimit;
        if (linkValidity.isNegative() || linkValidity.isZero() || linkValidity.compareTo(Duration.ofDays(1)) > 0) {
            throw new IllegalArgumentException("medvigil.dashboard.link-validity must be more than 0 and at most 1 day");
        }
    }

    /**
     * Sign-in requests accepted per client address and minute (against scripted probing), and
     * per e-mail address and hour (so nobody can flood an administrator's mailbox).
     */
    public record SignInLimit(Integer perAddressPerMinute, Integer perEmailPerHour) {

        public SignInLimit {
            perAddressPerMinute = perAddressPerMinute == null ? 10 : perAddressPerMinute;
            perEmailPerHour = perEmailPerHour == null ? 5 : perEmailPerHour;
            if (perAddressPerMinute < 1 || perEmailPerHour < 1) {
                throw new IllegalArgumentException("medvigil.dashboard.sign-in-limit values must be at least 1");
            }
        }
    }

    /** An absolute http(s) URL without query or fragment, kept without its trailing slash. */
    private static String checkedBaseUrl(String value) {
        String problem = "medvigil.dashboard.public-base-url must be an absolute http or https URL such as "
                + "https://medvigil.example.org, without query or fragment; got " + value;
        try {
            URI uri = new URI(value);
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null
                    || uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
                throw new IllegalArgumentException(problem);
            }
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(problem, e);
        }
        return value.endsWith("/") ? value.substring(0, value.length() - 1) : value;
    }
}
