package com.medvigil.outbound;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketAddress;

import javax.net.SocketFactory;

/**
 * Sockets that ask the {@link AddressGuard} before they connect. OkHttp opens every connection
 * through its socket factory (TLS is layered on top of these sockets), so this one check covers
 * IP literals, every address a name resolves to, and redirects alike.
 */
final class GuardedSocketFactory extends SocketFactory {

    private final AddressGuard guard;

    GuardedSocketFactory(AddressGuard guard) {
        this.guard = guard;
    }

    @Override
    public Socket createSocket() {
        return new GuardedSocket(guard);
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return connected(new InetSocketAddress(host, port));
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        return connected(new InetSocketAddress(host, port), new InetSocketAddress(localHost, localPort));
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return connected(new InetSocketAddress(host, port));
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) throws IOException {
        return connected(new InetSocketAddress(address, port), new InetSocketAddress(localAddress, localPort));
    }

    private Socket connected(SocketAddress remote) throws IOException {
        Socket socket = new GuardedSocket(guard);
        socket.connect(remote);
        return socket;
    }

    private Socket connected(SocketAddress remote, SocketAddress local) throws IOException {
        Socket socket = new GuardedSocket(guard);
        socket.bind(local);
        socket.connect(remote);
        return socket;
    }

    private static final class GuardedSocket extends Socket {

        private final AddressGuard guard;

        GuardedSocket(AddressGuard guard) {
            this.guard = guard;
        }

        @Override
        public void connect(SocketAddress endpoint, int timeout) throws IOException {
            if (endpoint instanceof InetSocketAddress remote && remote.getAddress() != null) {
                guard.checkConnection(remote.getAddress());
            }
            super.connect(endpoint, timeout);
        }
    }
}
