package com.medvigil.webhook;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import com.medvigil.model.webhook.Webhook;

import okhttp3.mockwebserver.Dispatcher;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;
import okhttp3.mockwebserver.SocketPolicy;

/**
 * A tenant's webhook receiver: a real HTTP server on 127.0.0.1 that answers with a script of
 * responses (then 200), and hands the deliveries it received to the test. A test class's own
 * receiver is a field ({@code @RegisterExtension final Receiver receiver = new Receiver();}),
 * which JUnit closes after each test; one a test starts itself is closed with try-with-resources.
 */
final class Receiver implements AutoCloseable, AfterEachCallback {

    private final MockWebServer server = new MockWebServer();
    private final Queue<MockResponse> script = new ConcurrentLinkedQueue<>();
    private final Set<String> seenDeliveries = ConcurrentHashMap.newKeySet();
    private volatile Predicate<String> firstAttemptFails = deliveryId -> false;

    Receiver() {
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                MockResponse next = script.poll();
                if (next != null) {
                    return next;
                }
                String deliveryId = request.getHeader("X-MedVigil-Delivery-Id");
                boolean first = deliveryId != null && seenDeliveries.add(deliveryId);
                return first && firstAttemptFails.test(deliveryId) ? new MockResponse().setResponseCode(500) : ok();
            }
        });
        try {
            server.start(InetAddress.getByName("127.0.0.1"), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Where a webhook pointing here sends its deliveries. */
    String url() {
        return server.url("/hooks/medvigil").toString();
    }

    /** The next requests are answered with these statuses, in order; later ones with 200. */
    Receiver answering(int... statuses) {
        for (int status : statuses) {
            script.add(new MockResponse().setResponseCode(status).setBody("{}"));
        }
        return this;
    }

    /** Answers 500 to the first attempt of every delivery whose id matches, and 200 to everything else. */
    Receiver failingFirstAttemptWhen(Predicate<String> deliveryId) {
        firstAttemptFails = deliveryId;
        return this;
    }

    /** The next request gets no answer at all, so the sender's timeout must end it. */
    Receiver notAnswering() {
        script.add(new MockResponse().setSocketPolicy(SocketPolicy.NO_RESPONSE));
        return this;
    }

    /** The next request is answered with a redirect to another address. */
    Receiver redirectingTo(String location) {
        script.add(new MockResponse().setResponseCode(302).setHeader("Location", location));
        return this;
    }

    /** The next delivery to arrive, waiting up to the given time; fails when none comes. */
    ReceivedDelivery next(Duration wait) {
        try {
            RecordedRequest request = server.takeRequest(wait.toMillis(), TimeUnit.MILLISECONDS);
            if (request == null) {
                throw new AssertionError("No delivery arrived within " + wait);
            }
            return ReceivedDelivery.of(request);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("Interrupted while waiting for a delivery", e);
        }
    }

    /** Every delivery that arrived so far and was not yet taken. */
    List<ReceivedDelivery> drain() {
        List<ReceivedDelivery> received = new ArrayList<>();
        try {
            RecordedRequest request;
            while ((request = server.takeRequest(1, TimeUnit.MILLISECONDS)) != null) {
                received.add(ReceivedDelivery.of(request));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return received;
    }

    /** How many requests arrived in all, taken or not. */
    int requestCount() {
        return server.getRequestCount();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        close();
    }

    @Override
    public void close() {
        try {
            server.shutdown();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static MockResponse ok() {
        return new MockResponse().setResponseCode(200).setBody("{\"received\": true}");
    }

    /** One request as the receiver saw it. */
    record ReceivedDelivery(String method, String path, String contentType, String event, String timestamp,
                            String signature, String webhookId, String deliveryId, String userAgent, String body,
                            Instant receivedAt) {

        static ReceivedDelivery of(RecordedRequest request) {
            return new ReceivedDelivery(request.getMethod(), request.getPath(), request.getHeader("Content-Type"),
                    request.getHeader("X-MedVigil-Event"), request.getHeader("X-MedVigil-Timestamp"),
                    request.getHeader("X-MedVigil-Signature"), request.getHeader("X-MedVigil-Webhook-Id"),
                    request.getHeader("X-MedVigil-Delivery-Id"), request.getHeader("User-Agent"),
                    request.getBody().readString(StandardCharsets.UTF_8), Instant.now());
        }

        /** Checks the delivery the way docs/webhooks.md tells receivers to. */
        boolean verifiesWith(String secret) {
            return ReceiverVerification.isAuthentic(secret, timestamp, signature, body, receivedAt);
        }
    }
}
