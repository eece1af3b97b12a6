package com.medvigil.outbound;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.medvigil.model.error.InvalidFieldException;

/** How a URL's host is read: IPv4 addresses in dotted decimal only, as OkHttp will see the host. */
class OutboundUrlTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "http://0177.0.0.1/             | 0177.0.0.1",
            "http://0x7f000001/             | 0x7f000001",
            "http://0X7F000001:8080/in      | 0x7f000001",
            "http://017700000001/           | 017700000001",
            "http://2130706433/             | 2130706433",
            "http://127.1/                  | 127.1",
            "http://127.0.1/                | 127.0.1",
            "http://0x7f.0x0.0x0.0x1/       | 0x7f.0x0.0x0.0x1",
            "http://0/                      | 0",
            "http://0x/                     | 0x",
            "http://256.0.0.1/              | 256.0.0.1",
            "http://1.2.3.4.5/              | 1.2.3.4.5",
            "http://93.184.215.14./         | 93.184.215.14.",
            "http://ehr.0x10/               | ehr.0x10",
            "http://ehr.example.42/         | ehr.example.42",
            "http://%30%31%37%37.0.0.1/     | 0177.0.0.1",
            "http://１２７．１/                | 127.1",
    })
    void ipv4AddressesInOtherSpellingsThanDottedDecimalAreRefused(String url, String host) {
        assertThatThrownBy(() -> new OutboundUrl("url", url.strip()))
                .isInstanceOf(InvalidFieldException.class)
                .hasMessage("url must write an IPv4 address as four decimal numbers from 0 to 255 without leading zeros, not "
                        + host);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "https://93.184.215.14/hooks           | 93.184.215.14 | true",
            "http://0.0.0.0:8080/                  | 0.0.0.0       | true",
            "http://%31%32%37.0.0.1/               | 127.0.0.1     | true",
            "http://[::ffff:7f00:1]/               | 127.0.0.1     | true",
            "https://[2606:2800:21f:cb07::1]/      | 2606:2800:21f:cb07::1 | true",
            "https://ehr.example.org/hooks         | ehr.example.org | false",
            "https://1e100.net/                    | 1e100.net     | false",
            "https://123.example.org/              | 123.example.org | false",
            "https://ehr.example.org./             | ehr.example.org. | false",
    })
    void dottedDecimalAddressesAndNamesAreReadAsOkHttpReadsThem(String url, String host, boolean address) {
        OutboundUrl parsed = new OutboundUrl("url", url.strip());

        assertThat(parsed.host()).isEqualTo(host);
        assertThat(parsed.hostIsAddress()).isEqualTo(address);
    }
}
