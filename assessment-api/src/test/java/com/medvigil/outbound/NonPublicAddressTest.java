package com.medvigil.outbound;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.UnknownHostException;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class NonPublicAddressTest {

    static InetAddress literal(String address) throws UnknownHostException {
        return InetAddress.getByName(address);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "127.0.0.1        | a loopback address",
            "127.255.0.9      | a loopback address",
            "0.0.0.0          | an unspecified address",
            "10.20.30.40      | a private address",
            "172.16.0.1       | a private address",
            "172.31.255.255   | a private address",
            "192.168.0.1      | a private address",
            "169.254.169.254  | a cloud metadata address",
            "169.254.0.1      | a link-local address",
            "100.64.0.1       | a shared (carrier-grade NAT) address",
            "100.100.100.200  | a shared (carrier-grade NAT) address",
            "168.63.129.16    | a cloud metadata address",
            "192.0.0.170      | an IETF protocol address",
            "198.18.0.1       | a benchmarking address",
            "192.0.2.1        | a documentation address",
            "224.0.0.1        | a multicast address",
            "255.255.255.255  | a reserved or broadcast address",
            "::1              | a loopback address",
            "::               | the unspecified address",
            "fe80::1          | a link-local address",
            "fc00::1          | a unique local (private) address",
            "fd00:ec2::254    | a unique local (private) address",
            "ff02::1          | a multicast address",
            "::ffff:127.0.0.1 | a loopback address",
            "::10.0.0.1       | an IPv4-compatible address carrying 10.0.0.1, a private address",
            "64:ff9b::7f00:1  | a NAT64 address carrying 127.0.0.1, a loopback address",
            "2002:a9fe:a9fe:: | a 6to4 address carrying 169.254.169.254, a cloud metadata address",
            "2001:0:4136:e378:8000:63bf:3fff:fdd2 | a Teredo tunnel address",
    })
    void nonPublicAddressesAreNamedWithTheirKind(String address, String kind) throws UnknownHostException {
        assertThat(NonPublicAddress.describe(literal(address))).hasValueSatisfying(reason -> assertThat(reason).endsWith(" is " + kind));
    }

    @ParameterizedTest
    @ValueSource(strings = {"93.184.215.14", "8.8.8.8", "172.32.0.1", "172.15.255.255", "100.128.0.1", "169.253.1.1",
            "11.0.0.1", "2606:2800:21f:cb07:6820:80da:af6b:8b2c", "2a00:1450:4001:80b::200e", "64:ff9b::808:808",
            "2002:808:808::"})
    void publicAddressesPass(String address) throws UnknownHostException {
        assertThat(NonPublicAddress.describe(literal(address))).isEmpty();
    }
}
