package com.medvigil.operations;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import okhttp3.mockwebserver.Dispatcher;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;

/**
 * A tenant's webhook receiver on 127.0.0.1 that records every request it gets. It takes a little
 * while to answer (so that attempts are in flight when a replica stops), and for the deliveries
 * the test picks it lets the first attempt run past the sender's timeout: the one case in which
 * docs/webhooks.md says a receiver sees a delivery again.
 */
final class StallingReceiver implements AutoCloseable {

    /** One request as the receiver saw it; {@code stalled}: answered only after the sender's timeout. */
    record Receipt(String deliveryId, String webhookId, String timestamp, String signature, String body,
                   Instant arrivedAt, boolean stalled) {
    }

    private final MockWebServer server = new MockWebServer();
    private final Queue<Receipt> receipts = new ConcurrentLinkedQueue<>();
    private final Set<String> seen = ConcurrentHashMap.newKeySet();

    StallingReceiver(Predicate<String> stallFirstAttempt, Duration stall) {
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                String deliveryId = request.getHeader("X-MedVigil-Delivery-Id");
                boolean first = deliveryId != null && seen.add(deliveryId);
                boolean stalled = first && stallFirstAttempt.test(deliveryId);
                receipts.add(new Receipt(deliveryId, request.getHeader("X-MedVigil-Webhook-Id"),
                        request.getHeader("X-MedVigil-Timestamp"), request.getHeader("X-MedVigil-Signature"),
                        request.getBody().readString(StandardCharsets.UTF_8), Instant.now(), stalled));
                long delayMillis = stalled ? stall.toMillis() : ThreadLocalRandom.current().nextLong(10, 120);
                return new MockResponse().setResponseCode(200).setBody("{}")
                        .setHeadersDelay(delayMillis, TimeUnit.MILLISECONDS);
            }
        });
        try {
            server.start(InetAddress.getByName("127.0.0.1"), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String url() {
        return server.url("/hooks/medvigil").toString();
    }

    List<Receipt> receipts() {
        return List.copyOf(receipts);
    }

    @Override
    public void close() {
        try {
            server.shutdown();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
