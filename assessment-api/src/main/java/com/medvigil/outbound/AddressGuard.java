package com.medvigil.outbound;

import java.net.InetAddress;
import java.net.Proxy;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Optional;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import com.medvigil.model.error.InvalidFieldException;

import okhttp3.Dns;
import okhttp3.OkHttpClient;

/**
 * Keeps calls to addresses that tenants give us (webhook deliveries, CDS clients' JWK sets) away
 * from non-public addresses, unless {@code medvigil.webhooks.allow-private-addresses} is set (local
 * development, tests; the setting kept the name it had when webhooks were the only such calls). A
 * URL is checked when it is saved, on the addresses a call would connect to then; and every
 * connection is checked again on the very address it connects to, so that a name re-pointed at
 * an internal address after saving (DNS rebinding) gets nowhere.
 */
@Component
public class AddressGuard {

    private final boolean allowPrivateAddresses;
    private final Dns resolver;

    /** @param resolver the one the calls use too (see {@link OutboundConfiguration}) */
    AddressGuard(@Value("${medvigil.webhooks.allow-private-addresses:false}") boolean allowPrivateAddresses, Dns resolver) {
        this.allowPrivateAddresses = allowPrivateAddresses;
        this.resolver = resolver;
    }

    /** Whether the guard is off (development and tests only). */
    public boolean allowsPrivateAddresses() {
        return allowPrivateAddresses;
    }

    /**
     * An OkHttp client that connects only where this guard allows: every connection through the
     * guarded sockets, names looked up through the resolver the save-time check used, no proxy,
     * no redirects (a redirect could lead anywhere) and no silent retries. Callers add their timeouts.
     */
    public OkHttpClient.Builder clientBuilder() {
        return new OkHttpClient.Builder()
                .followRedirects(false)
                .followSslRedirects(false)
                .retryOnConnectionFailure(false)
                .proxy(Proxy.NO_PROXY)
                .socketFactory(new GuardedSocketFactory(this))
                .dns(resolver);
    }

    /**
     * At save time: refuses a local name, a host that is or resolves to a non-public address, and a
     * name that does not resolve. The addresses are found as OkHttp finds them for a call: an
     * IP address is taken as it is, a name is looked up through the deliveries' resolver.
     */
    public void checkHost(OutboundUrl url) {
        if (allowPrivateAddresses) {
            return;
        }
        String host = url.host();
        String name = host.endsWith(".") ? host.substring(0, host.length() - 1) : host;
        if (isLocalName(name)) {
            throw new InvalidFieldException(url.field(), "must point at a public address: " + host + " is a local name");
        }
        for (InetAddress address : addressesOf(url)) {
            Optional<String> refusal = NonPublicAddress.describe(address);
            if (refusal.isPresent()) {
                throw new InvalidFieldException(url.field(), "must point at a public address: " + refusal.get());
            }
        }
    }

    private List<InetAddress> addressesOf(OutboundUrl url) {
        try {
            return url.hostIsAddress() ? List.of(InetAddress.getByName(url.host())) : resolver.lookup(url.host());
        } catch (UnknownHostException e) {
            // Refused, not let through unchecked: a name without an address cannot be vouched for,
            // and no call could reach it either (docs/webhooks.md).
            throw new InvalidFieldException(url.field(), "must name a host that resolves: " + url.host() + " does not");
        }
    }

    /** At call time, for every connection: refuses a non-public address before connecting. */
    void checkConnection(InetAddress address) throws AddressRefusedException {
        if (allowPrivateAddresses) {
            return;
        }
        Optional<String> refusal = NonPublicAddress.describe(address);
        if (refusal.isPresent()) {
            throw new AddressRefusedException("Refused to connect: " + refusal.get());
        }
    }

    private static boolean isLocalName(String name) {
        return name.equals("localhost") || name.endsWith(".localhost") || name.endsWith(".local")
                || name.endsWith(".internal") || name.endsWith(".home.arpa");
    }

    /** A connection refused because of where it would go. */
    public static final class AddressRefusedException extends SocketException {

        AddressRefusedException(String message) {
            super(message);
        }
    }
}
