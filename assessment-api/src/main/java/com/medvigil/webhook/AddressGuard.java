package com.medvigil.webhook;

import java.net.InetAddress;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Optional;

import org.springframework.stereotype.Component;

import com.medvigil.model.error.InvalidFieldException;

import okhttp3.Dns;

/**
 * Keeps webhooks away from non-public addresses, unless
 * {@code medvigil.webhooks.allow-private-addresses} is set (local development, tests). A URL is
 * checked when it is saved, on the addresses a delivery would connect to then; and every delivery
 * connection is checked again on the very address it connects to, so that a name re-pointed at
 * an internal address after saving (DNS rebinding) gets nowhere.
 */
@Component
class AddressGuard {

    private final boolean allowPrivateAddresses;
    private final Dns resolver;

    /** @param resolver the one the deliveries use too (see {@link WebhookConfiguration}) */
    AddressGuard(WebhookProperties properties, Dns resolver) {
        this.allowPrivateAddresses = properties.allowPrivateAddresses();
        this.resolver = resolver;
    }

    /**
     * At save time: refuses a local name, a host that is or resolves to a non-public address, and a
     * name that does not resolve. The addresses are found as OkHttp finds them for a delivery: an
     * IP address is taken as it is, a name is looked up through the deliveries' resolver.
     */
    void checkHost(WebhookUrl url) {
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

    private List<InetAddress> addressesOf(WebhookUrl url) {
        try {
            return url.hostIsAddress() ? List.of(InetAddress.getByName(url.host())) : resolver.lookup(url.host());
        } catch (UnknownHostException e) {
            // Refused, not let through unchecked: a name without an address cannot be vouched for,
            // and no delivery could reach it either (docs/webhooks.md).
            throw new InvalidFieldException(url.field(), "must name a host that resolves: " + url.host() + " does not");
        }
    }

    /** At delivery time, for every connection: refuses a non-public address before connecting. */
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

    /** A delivery connection refused because of where it would go. */
    static final class AddressRefusedException extends SocketException {

        AddressRefusedException(String message) {
            super(message);
        }
    }
}
