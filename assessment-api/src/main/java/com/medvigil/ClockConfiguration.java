package com.medvigil;

import java.time.Clock;
import java.time.Duration;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The one clock every timestamp comes from: UTC, millisecond precision, replaceable in tests. */
@Configuration(proxyBeanMethods = false)
class ClockConfiguration {

    /** Millisecond ticks keep timestamps identical on H2 and PostgreSQL and readable in JSON. */
    @Bean
    Clock clock() {
        return Clock.tick(Clock.systemUTC(), Duration.ofMillis(1));
    }
}
