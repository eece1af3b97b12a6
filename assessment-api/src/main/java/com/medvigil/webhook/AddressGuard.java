package com.medvigil.webhook;

import java.net.InetAddress;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.Optional;

import org.springframework.stereotype.Component;

import com.medvigil.error.InvalidFieldException;

/**
 * Keeps webhooks away from non-public addresses, unless
 * {@code medvigil.webhooks.allow-private-addresses} is set (local development, tests). A URL is
 * checked when it is saved, by its host name and what that resolves to then; and every delivery
 * connection is checked again on the very address it connects to, so that a name re-pointed at
 * an internal address after saving (DNS rebinding) gets nowhere.
 */
@Component
class AddressGuard {

    private final boolean allowPrivateAddresses;

    AddressGuard(WebhookProperties properties) {
        this.allowPrivateAddresses = properties.allowPrivateAddresses();
    }

    /** At save time: refuses a host that is, or resolves to, a non-public address. */
    void checkHost(String field, String host) {
        if (allowPrivateAddresses) {
            return;
        }
        String name = host.toLowerCase(Locale.ROOT);
        if (name.endsWith(".")) {
            name = name.substring(0, name.length() - 1);
        }
        if (name.startsWith("[") && name.endsWith("]")) {
            name = name.substring(1, name.length() - 1);
        }
        if (isLocalName(name)) {
            throw new InvalidFieldException(field, "must point at a public address: " + host + " is a local name");
        }
        InetAddress[] addresses;
        try {
            addresses = InetAddress.getAllByName(name);
        } catch (UnknownHostException e) {
            // Not resolvable now; each delivery checks the addresses it actually connects to.
            return;
        }
        for (InetAddress address : addresses) {
            Optional<String> refusal = NonPublicAddress.describe(address);
            if (refusal.isPresent()) {
                throw new InvalidFieldException(field, "must point at a public address: " + refusal.get());
            }
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
