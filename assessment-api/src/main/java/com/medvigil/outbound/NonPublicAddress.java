package com.medvigil.outbound;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;

/**
 * Which addresses a call to a tenant's address must not reach: anything that is not a public unicast address, so
 * that a tenant cannot make the service call into its own network (loopback, private and
 * link-local ranges, cloud metadata endpoints, and the IPv6 forms that embed such addresses).
 */
final class NonPublicAddress {

    private NonPublicAddress() {
    }

    /** Why the address is refused ("127.0.0.1 is a loopback address"), or empty when it is public. */
    static Optional<String> describe(InetAddress address) {
        String kind = kindOf(address);
        return kind == null ? Optional.empty() : Optional.of(address.getHostAddress() + " is " + kind);
    }

    private static String kindOf(InetAddress address) {
        if (address instanceof Inet4Address v4) {
            return kindOfV4(v4.getAddress());
        }
        byte[] b = address.getAddress();
        if (address.isLoopbackAddress()) {
            return "a loopback address";
        }
        if (address.isAnyLocalAddress()) {
            return "the unspecified address";
        }
        if (address.isLinkLocalAddress()) {
            return "a link-local address";
        }
        if (address.isSiteLocalAddress()) {
            return "a site-local address";
        }
        if (address.isMulticastAddress()) {
            return "a multicast address";
        }
        if ((b[0] & 0xfe) == 0xfc) {
            // fc00::/7, which includes AWS's metadata endpoint fd00:ec2::254
            return "a unique local (private) address";
        }
        if (startsWith(b, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) {
            return embedded("an IPv4-compatible address", b, 12);
        }
        if (startsWith(b, 0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0)) {
            return embedded("a NAT64 address", b, 12);
        }
        if (startsWith(b, 0x20, 0x02)) {
            return embedded("a 6to4 address", b, 2);
        }
        if (startsWith(b, 0x20, 0x01, 0, 0)) {
            return "a Teredo tunnel address";
        }
        if (startsWith(b, 0x01, 0, 0, 0, 0, 0, 0, 0)) {
            return "a discard-only address";
        }
        return null;
    }

    private static String kindOfV4(byte[] b) {
        int first = b[0] & 0xff;
        int second = b[1] & 0xff;
        if (first == 127) {
            return "a loopback address";
        }
        if (first == 0) {
            return "an unspecified address";
        }
        if (first == 169 && second == 254) {
            return (b[2] & 0xff) == 169 && (b[3] & 0xff) == 254 ? "a cloud metadata address" : "a link-local address";
        }
        if (first == 10 || (first == 172 && (second & 0xf0) == 16) || (first == 192 && second == 168)) {
            return "a private address";
        }
        if (first == 100 && (second & 0xc0) == 64) {
            // 100.64.0.0/10, which includes Alibaba Cloud's metadata endpoint 100.100.100.200
            return "a shared (carrier-grade NAT) address";
        }
        if (first == 168 && second == 63 && (b[2] & 0xff) == 129 && (b[3] & 0xff) == 16) {
            return "a cloud metadata address";
        }
        if (first == 192 && second == 0 && (b[2] & 0xff) == 0) {
            return "an IETF protocol address";
        }
        if ((first == 192 && second == 0 && (b[2] & 0xff) == 2) || (first == 198 && second == 51 && (b[2] & 0xff) == 100)
                || (first == 203 && second == 0 && (b[2] & 0xff) == 113)) {
            return "a documentation address";
        }
        if (first == 198 && (second & 0xfe) == 18) {
            return "a benchmarking address";
        }
        if (first >= 224) {
            return first < 240 ? "a multicast address" : "a reserved or broadcast address";
        }
        return null;
    }

    /** An IPv6 address carrying an IPv4 one is judged by the IPv4 address it carries. */
    private static String embedded(String form, byte[] b, int offset) {
        try {
            InetAddress v4 = InetAddress.getByAddress(new byte[] {b[offset], b[offset + 1], b[offset + 2], b[offset + 3]});
            String inner = kindOfV4(v4.getAddress());
            return inner == null ? null : form + " carrying " + v4.getHostAddress() + ", " + inner;
        } catch (UnknownHostException e) {
            throw new IllegalStateException("Four bytes always make an IPv4 address", e);
        }
    }

    private static boolean startsWith(byte[] address, int... prefix) {
        for (int i = 0; i < prefix.length; i++) {
            if ((address[i] & 0xff) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
