package com.medvigil.fhir.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.core.spi.FilterReply;

import ca.uhn.fhir.interceptor.executor.BaseInterceptorService;
import ca.uhn.fhir.rest.server.exceptions.InternalErrorException;
import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;

/** Only HAPI's ERROR line about an interceptor's deliberate 4xx is dropped. */
class InterceptorRefusalLogFilterTest {

    private final LoggerContext logging = new LoggerContext();
    private final InterceptorRefusalLogFilter filter = new InterceptorRefusalLogFilter();
    private final Logger hapiInterceptors = logging.getLogger(BaseInterceptorService.class);

    private FilterReply logged(Logger logger, Level level, Exception thrown) {
        return filter.decide(null, logger, level, "Exception thrown by interceptor for pointcut {}: {}",
                new Object[] {"SERVER_INCOMING_REQUEST_PRE_HANDLER_SELECTED", String.valueOf(thrown), thrown}, null);
    }

    @Test
    void anInterceptorsRefusalIsDropped() {
        assertThat(logged(hapiInterceptors, Level.ERROR, new InvalidRequestException("Unknown search parameter 'x'")))
                .isEqualTo(FilterReply.DENY);
    }

    @Test
    void anInterceptorsFailureAnotherLoggerAndOtherLevelsAreKept() {
        assertThat(logged(hapiInterceptors, Level.ERROR, new InternalErrorException("broken"))).isEqualTo(FilterReply.NEUTRAL);
        assertThat(logged(hapiInterceptors, Level.ERROR, new IllegalStateException("broken"))).isEqualTo(FilterReply.NEUTRAL);
        assertThat(logged(logging.getLogger("com.medvigil.Anything"), Level.ERROR, new InvalidRequestException("x")))
                .isEqualTo(FilterReply.NEUTRAL);
        assertThat(logged(hapiInterceptors, Level.WARN, new InvalidRequestException("x"))).isEqualTo(FilterReply.NEUTRAL);
    }
}
