package com.medvigil.testing;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Tests reach the service over loopback. The service believes X-Forwarded-* headers only from
 * addresses configured as proxies (none by default); tests that stand for the load balancer
 * configure their own address, and tests that stand for a client beside it connect from another.
 */
public final class Loopback {

    /**
     * The setting that trusts the tests' usual connections (from 127.0.0.1 or ::1) as the proxy,
     * for {@code @SpringBootTest(properties)} or, with {@code --}, as a start argument. Character
     * classes instead of {@code \.}, which inlined properties would unescape.
     */
    public static final String TRUSTED_AS_PROXY = "server.tomcat.remoteip.internal-proxies=127[.]0[.]0[.]1|0:0:0:0:0:0:0:1";

    private Loopback() {
    }

    /**
     * An address of 127.0.0.0/8 other than 127.0.0.1, new for each call: a client that is not the
     * configured proxy and whose per-address budgets no other test (or earlier run) has touched.
     * Linux (and so CI) answers on all of 127.0.0.0/8; macOS only on the addresses aliased to lo0.
     */
    public static InetAddress otherAddress() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        byte[] address = {127, (byte) random.nextInt(1, 255), (byte) random.nextInt(1, 255), (byte) random.nextInt(1, 255)};
        try {
            return InetAddress.getByAddress(address);
        } catch (UnknownHostException e) {
            throw new IllegalStateException("Four bytes always make an IPv4 address", e);
        }
    }
}
