package com.medvigil.web;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;

/** A request whose body stops with {@link BodyTooLargeException} once it passes the limit. */
class SizeLimitedRequest extends HttpServletRequestWrapper {

    private final long limitBytes;
    private ServletInputStream limitedStream;

    SizeLimitedRequest(HttpServletRequest request, long limitBytes) {
        super(request);
        this.limitBytes = limitBytes;
    }

    @Override
    public ServletInputStream getInputStream() throws IOException {
        if (limitedStream == null) {
            limitedStream = new CountingStream(super.getInputStream(), limitBytes);
        }
        return limitedStream;
    }

    @Override
    public BufferedReader getReader() throws IOException {
        String encoding = getCharacterEncoding();
        Charset charset = encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
        return new BufferedReader(new InputStreamReader(getInputStream(), charset));
    }

    private static final class CountingStream extends ServletInputStream {

        private final ServletInputStream delegate;
        private final long limitBytes;
        private long count;

        CountingStream(ServletInputStream delegate, long limitBytes) {
            this.delegate = delegate;
            this.limitBytes = limitBytes;
        }

        @Override
        public int read() throws IOException {
            int b = delegate.read();
            if (b >= 0) {
                counted(1);
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int read = delegate.read(buffer, offset, length);
            if (read > 0) {
                counted(read);
            }
            return read;
        }

        private void counted(int bytes) throws BodyTooLargeException {
            count += bytes;
            if (count > limitBytes) {
                throw new BodyTooLargeException(limitBytes);
            }
        }

        @Override
        public boolean isFinished() {
            return delegate.isFinished();
        }

        @Override
        public boolean isReady() {
            return delegate.isReady();
        }

        @Override
        public void setReadListener(ReadListener listener) {
            delegate.setReadListener(listener);
        }
    }
}
