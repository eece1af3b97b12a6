package com.medvigil.fhir.deployment;

import org.slf4j.LoggerFactory;
import org.slf4j.Marker;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;

import ca.uhn.fhir.interceptor.executor.BaseInterceptorService;
import ca.uhn.fhir.rest.server.exceptions.BaseServerResponseException;

/**
 * Keeps a client's mistake out of the error log. HAPI logs at ERROR, with its stack, every
 * exception an interceptor throws; the FHIR server's interceptors throw one on purpose to answer
 * an unknown search parameter or a bad {@code _include} or page cursor with a 400, so each such
 * request wrote some 150 lines at ERROR. Those lines are dropped: the client has the
 * OperationOutcome. A 5xx thrown by an interceptor is still logged, here and by
 * {@code InternalErrorOutcome}.
 */
@Component
class InterceptorRefusalLogFilter extends TurboFilter {

    private static final String HAPI_INTERCEPTORS = BaseInterceptorService.class.getName();

    /** Spring Boot sets logging up again for each application context; the filter joins once it has. */
    @EventListener(ApplicationReadyEvent.class)
    void install() {
        if (LoggerFactory.getILoggerFactory() instanceof LoggerContext logging
                && logging.getTurboFilterList().stream().noneMatch(InterceptorRefusalLogFilter.class::isInstance)) {
            start();
            logging.addTurboFilter(this);
        }
    }

    @Override
    public FilterReply decide(Marker marker, Logger logger, Level level, String format, Object[] params, Throwable t) {
        if (level != Level.ERROR || !HAPI_INTERCEPTORS.equals(logger.getName())) {
            return FilterReply.NEUTRAL;
        }
        // SLF4J passes the exception as the last argument; Logback takes it out after the turbo filters.
        Object thrown = t != null ? t : params == null || params.length == 0 ? null : params[params.length - 1];
        return thrown instanceof BaseServerResponseException answer && answer.getStatusCode() < 500
                ? FilterReply.DENY : FilterReply.NEUTRAL;
    }
}
