package com.medvigil.outbound;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import okhttp3.Dns;

/** The resolver of the host names that tenants give us. */
@Configuration(proxyBeanMethods = false)
class OutboundConfiguration {

    /**
     * One resolver for the check when a URL is saved and for the calls, so that the check looks
     * at the addresses a call would connect to. The system's, as OkHttp's default.
     */
    @Bean
    Dns outboundHostResolver() {
        return Dns.SYSTEM;
    }
}
