import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * A receiver of MedVigil webhooks that checks every delivery's signature (docs/webhooks.md,
 * "Verifying a delivery"): Java 17+, no libraries, one file.
 *
 * <pre>
 * MEDVIGIL_WEBHOOK_SECRET=whsec_... java examples/webhook-receiver/WebhookReceiver.java 9000
 * </pre>
 * It listens on http://localhost:9000/medvigil, answers 204 to a delivery whose signature holds
 * and 401 to one whose does not, and prints one line per delivery. An event delivered again (a
 * retry, a redelivery) is acknowledged and not handled twice.
 */
public final class WebhookReceiver {

    private static final long TOLERANCE_SECONDS = 5 * 60;
    private static final Set<String> HANDLED_EVENTS = ConcurrentHashMap.newKeySet();

    public static void main(String[] args) throws IOException {
        String secret = System.getenv("MEDVIGIL_WEBHOOK_SECRET");
        if (secret == null || secret.isBlank()) {
            System.err.println("Set MEDVIGIL_WEBHOOK_SECRET to the secret MedVigil gave when the webhook was created");
            System.exit(2);
        }
        int port = args.length > 0 ? Integer.parseInt(args[0]) : 9000;
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
        server.createContext("/medvigil", exchange -> receive(exchange, secret));
        server.start();
        System.out.println("listening on http://localhost:" + port + "/medvigil");
    }

    private static void receive(HttpExchange exchange, String secret) throws IOException {
        try (exchange) {
            byte[] rawBody;
            try (InputStream body = exchange.getRequestBody()) {
                rawBody = body.readAllBytes(); // the raw bytes: re-serialised JSON would not match the signature
            }
            String timestamp = exchange.getRequestHeaders().getFirst("X-MedVigil-Timestamp");
            String signature = exchange.getRequestHeaders().getFirst("X-MedVigil-Signature");
            if (!"POST".equals(exchange.getRequestMethod()) || !isValid(secret, timestamp, signature, rawBody)) {
                System.out.println("refused: the signature does not hold");
                exchange.sendResponseHeaders(401, -1);
                return;
            }
            exchange.sendResponseHeaders(204, -1); // answer at once; the work comes after
            String event = new String(rawBody, StandardCharsets.UTF_8);
            String eventId = field(event, "id");
            if (!HANDLED_EVENTS.add(eventId)) {
                System.out.println("already handled event " + eventId);
                return;
            }
            System.out.println("verified " + exchange.getRequestHeaders().getFirst("X-MedVigil-Event")
                    + " assessment " + field(event, "assessmentId") + " risk " + field(event, "riskLevel"));
        }
    }

    /** True when the body was signed with this secret less than five minutes ago. */
    static boolean isValid(String secret, String timestampHeader, String signatureHeader, byte[] rawBody) {
        if (timestampHeader == null || signatureHeader == null) {
            return false;
        }
        long timestamp;
        try {
            timestamp = Long.parseLong(timestampHeader);
        } catch (NumberFormatException e) {
            return false;
        }
        if (Math.abs(Instant.now().getEpochSecond() - timestamp) > TOLERANCE_SECONDS) {
            return false;
        }
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            mac.update((timestampHeader + ".").getBytes(StandardCharsets.UTF_8));
            String expected = "v1=" + HexFormat.of().formatHex(mac.doFinal(rawBody));
            return MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                    signatureHeader.getBytes(StandardCharsets.UTF_8));
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }

    /**
     * A string field of the event, found by name; enough for a demonstration without a JSON
     * library. A real receiver parses the body with its JSON library after checking the signature.
     */
    private static String field(String json, String name) {
        String marker = "\"" + name + "\":";
        int at = json.indexOf(marker);
        if (at < 0) {
            return null;
        }
        int start = at + marker.length();
        if (json.startsWith("null", start)) {
            return null;
        }
        int open = json.indexOf('"', start);
        int close = json.indexOf('"', open + 1);
        return json.substring(open + 1, close);
    }
}
