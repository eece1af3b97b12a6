package com.medvigil.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * A GET written on a socket as curl writes it: the path, query and headers are sent exactly as
 * given, nothing encoded or checked, which Java's HTTP clients refuse to do (a raw {@code |}, a
 * {@code %} not followed by two hexadecimal digits, a control character in a header).
 */
public final class RawHttp {

    private RawHttp() {
    }

    /** The whole response, status line and headers included, of a GET as the tenant's FHIR client. */
    public static String get(int port, TestTenant tenant, String pathAndQuery) throws IOException {
        return get(port, tenant, pathAndQuery, "");
    }

    /** The same, with more header lines ({@code "Name: value\r\n"} each), also sent exactly as given. */
    public static String get(int port, TestTenant tenant, String pathAndQuery, String headerLines) throws IOException {
        try (Socket socket = new Socket("localhost", port)) {
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + pathAndQuery + " HTTP/1.1\r\nHost: localhost:" + port + "\r\nX-API-Key: " + tenant.apiKey()
                    + "\r\nX-Tenant-Code: " + tenant.code() + "\r\nAccept: application/fhir+json\r\n" + headerLines
                    + "Connection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
