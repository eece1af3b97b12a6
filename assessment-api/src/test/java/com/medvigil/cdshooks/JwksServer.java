package com.medvigil.cdshooks;

import java.io.IOException;
import java.net.InetAddress;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import okhttp3.mockwebserver.Dispatcher;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;

/**
 * A CDS client's JWK set URL, served on loopback (which the tests' address guard allows, as for
 * webhook receivers): it publishes the public halves of the keys it is given, and counts fetches.
 */
final class JwksServer implements AutoCloseable {

    static final String PATH = "/.well-known/jwks.json";

    private final MockWebServer server = new MockWebServer();
    private final AtomicReference<String> published = new AtomicReference<>("{\"keys\": []}");
    private final AtomicInteger fetches = new AtomicInteger();

    JwksServer() throws IOException {
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                if (!PATH.equals(request.getPath())) {
                    return new MockResponse().setResponseCode(404);
                }
                fetches.incrementAndGet();
                return new MockResponse().setHeader("Content-Type", "application/json").setBody(published.get());
            }
        });
        server.start(InetAddress.getByName("127.0.0.1"), 0);
    }

    void publish(JWK... keys) {
        published.set(new JWKSet(List.of(keys)).toString(true));
    }

    String url() {
        return server.url(PATH).toString();
    }

    int fetches() {
        return fetches.get();
    }

    @Override
    public void close() throws IOException {
        server.shutdown();
    }
}
