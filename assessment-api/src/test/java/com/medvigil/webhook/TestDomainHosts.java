package com.medvigil.webhook;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.springframework.context.annotation.Primary;
import org.springframework.stereotype.Component;

import okhttp3.Dns;

/**
 * Fixed answers for webhook host names under {@code .test}, which RFC 6761 reserves so that no
 * real DNS answers them: tests see names resolve to public, private or loopback addresses, or
 * not at all, offline and the same on every machine. Every other name goes to the system
 * resolver. A component of the test classpath, so it is the resolver of every application
 * context of a test run, as the save-time check and the deliveries share one in production.
 */
@Component
@Primary
class TestDomainHosts implements Dns {

    static final Map<String, List<String>> ADDRESSES = Map.of(
            "ehr.test", List.of("93.184.215.14"),
            "loopback.test", List.of("127.0.0.1"),
            "intranet.test", List.of("10.1.2.3"),
            "metadata.test", List.of("169.254.169.254"),
            "partly-private.test", List.of("93.184.215.14", "192.168.7.7"));

    @Override
    public List<InetAddress> lookup(String hostname) throws UnknownHostException {
        String name = hostname.toLowerCase(Locale.ROOT);
        if (!name.endsWith(".test") && !name.endsWith(".test.")) {
            return Dns.SYSTEM.lookup(hostname);
        }
        List<String> addresses = ADDRESSES.get(name.endsWith(".") ? name.substring(0, name.length() - 1) : name);
        if (addresses == null) {
            throw new UnknownHostException(hostname);
        }
        List<InetAddress> resolved = new ArrayList<>();
        for (String address : addresses) {
            resolved.add(InetAddress.getByName(address)); // literals: no lookup
        }
        return resolved;
    }
}
