package com.medvigil.webhook;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;

import javax.net.ssl.SSLException;

import jakarta.annotation.PreDestroy;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import com.medvigil.model.webhook.Webhook;
import com.medvigil.model.webhook.Webhooks;
import com.medvigil.outbound.AddressGuard;

import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;

/**
 * Makes one attempt of a delivery: signs the body afresh with the current time and the webhook's
 * current secret, POSTs it with OkHttp, and reports what happened. Redirects are not followed
 * (a 3xx is a failed attempt), no proxy is used, and OkHttp's silent retries are off, so that one
 * attempt is one request. Host names are looked up through the resolver that checked them when
 * the URL was saved.
 */
@Component
class DeliverySender {

    static final String EVENT_HEADER = "X-MedVigil-Event";
    static final String TIMESTAMP_HEADER = "X-MedVigil-Timestamp";
    static final String SIGNATURE_HEADER = "X-MedVigil-Signature";
    static final String WEBHOOK_ID_HEADER = "X-MedVigil-Webhook-Id";
    static final String DELIVERY_ID_HEADER = "X-MedVigil-Delivery-Id";
    static final String USER_AGENT = "MedVigil-Webhooks/1";

    private static final Logger log = LoggerFactory.getLogger(DeliverySender.class);
    private static final MediaType JSON = MediaType.get("application/json");
    /** Enough of an answer to keep the connection reusable; the rest is not waited for. */
    private static final long RESPONSE_BYTES_READ = 64 * 1024;

    private final OkHttpClient client;
    private final SecretCipher cipher;
    private final Clock clock;
    private final Duration timeout;

    DeliverySender(WebhookProperties properties, AddressGuard addressGuard, SecretCipher cipher, Clock clock) {
        this.timeout = properties.timeout();
        this.client = addressGuard.clientBuilder()
                .callTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS)
                .connectTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS)
                .readTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS)
                .writeTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS)
                .build();
        this.cipher = cipher;
        this.clock = clock;
    }

    /** Never throws: whatever goes wrong becomes the outcome of the attempt, so that it is recorded. */
    AttemptOutcome send(DeliveryQueue.Claim attempt) {
        try {
            return signAndPost(attempt);
        } catch (RuntimeException e) {
            log.error("Delivery {} could not be sent", attempt.deliveryId(), e);
            return new AttemptOutcome(clock.instant(), 0, null, "not sent: internal error (" + e.getClass().getSimpleName()
                    + "); see the service log");
        }
    }

    private AttemptOutcome signAndPost(DeliveryQueue.Claim attempt) {
        byte[] body = attempt.payload().getBytes(StandardCharsets.UTF_8);
        Instant attemptedAt = clock.instant();
        String secret;
        try {
            secret = cipher.decrypt(attempt.secretCiphertext(), attempt.webhookId());
        } catch (IllegalStateException e) {
            // An operator problem (usually the wrong encryption key): retried, so it heals once fixed.
            log.error("Cannot sign delivery {}: {}", attempt.deliveryId(), e.getMessage());
            return new AttemptOutcome(attemptedAt, 0, null, "not sent: the service could not decrypt the webhook secret");
        }
        long timestamp = attemptedAt.getEpochSecond();
        Request request = new Request.Builder()
                .url(attempt.url())
                .post(RequestBody.create(body, JSON))
                .header("User-Agent", USER_AGENT)
                .header(EVENT_HEADER, attempt.eventType().value())
                .header(TIMESTAMP_HEADER, Long.toString(timestamp))
                .header(SIGNATURE_HEADER, WebhookSignature.of(secret, timestamp, body))
                .header(WEBHOOK_ID_HEADER, attempt.webhookId().toString())
                .header(DELIVERY_ID_HEADER, attempt.deliveryId().toString())
                .build();
        long started = System.nanoTime();
        try (Response response = client.newCall(request).execute()) {
            readSome(response.body());
            return new AttemptOutcome(attemptedAt, elapsedMillis(started), response.code(), null);
        } catch (IOException e) {
            return new AttemptOutcome(attemptedAt, elapsedMillis(started), null, describe(e));
        }
    }

    @PreDestroy
    void closeConnections() {
        client.connectionPool().evictAll();
    }

    private static void readSome(ResponseBody body) {
        try {
            body.source().request(RESPONSE_BYTES_READ);
        } catch (IOException ignored) {
            // The status has arrived; how the body ends does not change the outcome.
        }
    }

    /** A short, stable account of why no answer came, for the attempt record. */
    private String describe(IOException e) {
        AddressGuard.AddressRefusedException refused = find(e, AddressGuard.AddressRefusedException.class);
        if (refused != null) {
            return refused.getMessage();
        }
        if (e instanceof SocketTimeoutException || (e instanceof InterruptedIOException && "timeout".equals(e.getMessage()))) {
            return "no answer within " + timeout.toMillis() + " ms (timeout)";
        }
        if (e instanceof UnknownHostException) {
            return "unknown host: " + e.getMessage();
        }
        if (e instanceof ConnectException) {
            return "connection failed: " + e.getMessage();
        }
        if (e instanceof SSLException) {
            return "TLS failed: " + e.getMessage();
        }
        return e.getClass().getSimpleName() + ": " + e.getMessage();
    }

    private static <T extends Throwable> T find(Throwable failure, Class<T> type) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return type.cast(cause);
            }
            for (Throwable suppressed : cause.getSuppressed()) {
                if (type.isInstance(suppressed)) {
                    return type.cast(suppressed);
                }
            }
        }
        return null;
    }

    private static long elapsedMillis(long startedNanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startedNanos);
    }
}
