package com.medvigil.cdshooks.auth;

import java.io.IOException;
import java.net.URL;
import java.util.concurrent.TimeUnit;

import com.medvigil.cdshooks.CdsHooksProperties;
import com.medvigil.outbound.AddressGuard;

import com.nimbusds.jose.util.Resource;
import com.nimbusds.jose.util.ResourceRetriever;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.BufferedSource;

/**
 * Fetches CDS clients' JWK sets for Nimbus through the {@link AddressGuard} (only public
 * addresses, checked on every connection), within the configured time budget and size limit.
 * Nimbus's own retriever (HttpURLConnection) could not be guarded.
 */
final class GuardedJwksRetriever implements ResourceRetriever {

    private final OkHttpClient client;
    private final int maxBytes;

    GuardedJwksRetriever(AddressGuard guard, CdsHooksProperties properties) {
        long budget = properties.jwksTimeout().toMillis();
        this.client = guard.clientBuilder()
                .callTimeout(budget, TimeUnit.MILLISECONDS)
                .connectTimeout(budget, TimeUnit.MILLISECONDS)
                .readTimeout(budget, TimeUnit.MILLISECONDS)
                .build();
        this.maxBytes = properties.jwksMaxBytes();
    }

    @Override
    public Resource retrieveResource(URL url) throws IOException {
        Request request = new Request.Builder().url(url).header("Accept", "application/json").get().build();
        try (Response response = client.newCall(request).execute()) {
            if (response.code() != 200) {
                throw new IOException("JWK set fetch answered " + response.code());
            }
            ResponseBody body = response.body();
            if (body == null) {
                throw new IOException("JWK set fetch answered no body");
            }
            BufferedSource source = body.source();
            if (source.request(maxBytes + 1L)) {
                throw new IOException("JWK set larger than " + maxBytes + " bytes");
            }
            String contentType = body.contentType() == null ? null : body.contentType().toString();
            return new Resource(source.readUtf8(), contentType);
        }
    }
}
