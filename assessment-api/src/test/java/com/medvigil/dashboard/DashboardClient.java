package com.medvigil.dashboard;

import static io.restassured.RestAssured.given;

import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.restassured.http.Cookie;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;

/**
 * A browser without JavaScript, over real HTTP: it keeps the session cookie, sends the CSRF token
 * of the last page it saw with each form, and does not follow redirects, so tests see them. Each
 * client comes from an address of its own (as a trusted proxy reports it in X-Forwarded-For, which
 * needs {@link com.medvigil.testing.Loopback#TRUSTED_AS_PROXY}), so the sign-in limit per address
 * of one test never meets another's.
 */
public final class DashboardClient {

    public static final String SESSION_COOKIE = "MEDVIGIL_SESSION";
    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");
    private static final Pattern TENANT_CHOICE = Pattern.compile("name=\"tenant\" value=\"([^\"]+)\"");

    private final int port;
    private final String clientAddress;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private String session;
    private String csrf;

    public DashboardClient(int port) {
        this(port, randomDocumentationAddress());
    }

    public DashboardClient(int port, String clientAddress) {
        this.port = port;
        this.clientAddress = clientAddress;
    }

    public Response get(String pathAndQuery) {
        return remember(request().get(pathAndQuery));
    }

    /** Posts a form the way a page would: with the CSRF token of the last page seen. */
    public Response post(String path, Map<String, String> form) {
        Map<String, String> withToken = new LinkedHashMap<>(form);
        if (csrf == null) {
            throw new IllegalStateException("No page with a form seen yet: get one before posting");
        }
        withToken.put("_csrf", csrf);
        return postExactly(path, withToken);
    }

    /** Posts exactly these fields: no CSRF token unless the caller puts one in. */
    public Response postExactly(String path, Map<String, String> form) {
        RequestSpecification request = request().contentType("application/x-www-form-urlencoded; charset=UTF-8");
        form.forEach(request::formParam);
        return remember(request.post(path));
    }

    /** Asks for a sign-in link the way the sign-in page does. */
    public Response requestLink(String email) {
        get("/dashboard/sign-in");
        return post("/dashboard/sign-in", Map.of("email", email));
    }

    /** Opens a link from a mail, such as {@code http://localhost:1234/dashboard/sign-in/link?token=...}. */
    public Response open(String link) {
        URI uri = URI.create(link);
        return get(uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery()));
    }

    /** Uses the link for this tenant, as the link page's buttons do; the link page must have been opened. */
    public Response choose(String link, UUID tenantId) {
        return post("/dashboard/sign-in/link", Map.of("token", tokenOf(link), "tenant", tenantId.toString()));
    }

    /** The whole sign-in: ask for a link, wait for the mail, open it, choose the tenant. */
    public void signIn(String email, UUID tenantId) {
        int before = MailServer.mailsTo(email).size();
        expect(requestLink(email), 303);
        String link = MailServer.awaitLink(email, before + 1);
        expect(open(link), 200);
        Response signedIn = choose(link, tenantId);
        expect(signedIn, 303);
        if (!"/dashboard/assessments".equals(signedIn.header("Location"))) {
            throw new AssertionError("sign-in did not lead to the worklist: " + signedIn.header("Location"));
        }
    }

    public void signIn(AdministeredTenant tenant) {
        signIn(tenant.adminEmail(), tenant.tenantId());
    }

    public void signIn(RegisteredClinic clinic) {
        signIn(clinic.adminEmail(), clinic.tenantId());
    }

    /** The tenants offered on a link page, in order. */
    public static List<UUID> tenantChoices(Response linkPage) {
        List<UUID> choices = new ArrayList<>();
        Matcher matcher = TENANT_CHOICE.matcher(linkPage.asString());
        while (matcher.find()) {
            choices.add(UUID.fromString(matcher.group(1)));
        }
        return choices;
    }

    public static String tokenOf(String link) {
        return link.substring(link.indexOf("token=") + "token=".length());
    }

    /** The session cookie's value, or null without a session. */
    public String session() {
        return session;
    }

    /** Presents another session cookie from now on, as a second browser holding a copied cookie would. */
    public void useSession(String value) {
        this.session = value;
    }

    public String clientAddress() {
        return clientAddress;
    }

    /** Sends this header with every later request, as a proxy in front of the service would. */
    public DashboardClient withHeader(String name, String value) {
        headers.put(name, value);
        return this;
    }

    private RequestSpecification request() {
        RequestSpecification request = given().baseUri("http://localhost").port(port).redirects().follow(false)
                .header("X-Forwarded-For", clientAddress).headers(headers);
        return session == null ? request : request.cookie(SESSION_COOKIE, session);
    }

    private Response remember(Response response) {
        Cookie cookie = response.getDetailedCookie(SESSION_COOKIE);
        if (cookie != null) {
            session = cookie.getMaxAge() == 0 || cookie.getValue().isEmpty() ? null : cookie.getValue();
        }
        String contentType = response.getContentType();
        if (contentType != null && contentType.startsWith("text/html")) {
            Matcher token = CSRF.matcher(response.asString());
            if (token.find()) {
                csrf = token.group(1);
            }
        }
        return response;
    }

    private static void expect(Response response, int status) {
        if (response.statusCode() != status) {
            throw new AssertionError("expected " + status + " but got " + response.statusCode() + ": " + response.asString());
        }
    }

    /** An IPv6 address of the documentation range, new for each client: bucket rows outlive a run. */
    public static String randomDocumentationAddress() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return "2001:db8:" + Integer.toHexString(random.nextInt(0x10000)) + ":" + Integer.toHexString(random.nextInt(0x10000))
                + "::" + Integer.toHexString(random.nextInt(1, 0x10000));
    }
}
