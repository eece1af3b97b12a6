package com.medvigil.web.error;

import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.ErrorReportValve;
import org.springframework.boot.web.embedded.tomcat.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.core.Ordered;
import org.springframework.stereotype.Component;

/**
 * Puts {@link ContainerErrorReport} in the place of Tomcat's error report, the one Spring Boot
 * configures included. Runs after Spring Boot's customizer, so its report is there to be replaced.
 */
@Component
class ContainerErrorReports implements WebServerFactoryCustomizer<TomcatServletWebServerFactory>, Ordered {

    private final ErrorBodyWriter errors;

    ContainerErrorReports(ErrorBodyWriter errors) {
        this.errors = errors;
    }

    @Override
    public void customize(TomcatServletWebServerFactory factory) {
        factory.addContextCustomizers(context -> {
            if (context.getParent() instanceof StandardHost host) {
                for (var valve : host.getPipeline().getValves()) {
                    if (valve instanceof ErrorReportValve) {
                        host.getPipeline().removeValve(valve);
                    }
                }
                host.getPipeline().addValve(new ContainerErrorReport(errors));
                // The host adds a report of this class when it starts unless one is there: this one is.
                host.setErrorReportValveClass(ContainerErrorReport.class.getName());
            }
        });
    }

    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }
}
