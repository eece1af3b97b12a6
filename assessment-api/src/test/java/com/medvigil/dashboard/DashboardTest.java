package com.medvigil.dashboard;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.ContextConfiguration;

import com.medvigil.testing.Loopback;

/**
 * A test of the running service over real HTTP, like {@code @ApiTest}, with SMTP pointed at the
 * in-process {@link MailServer}: sign-in links arrive by mail as in production. The tests stand
 * for the load balancer, whose X-Forwarded-* headers are believed ({@link DashboardClient}). All
 * dashboard tests share this one application context.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = Loopback.TRUSTED_AS_PROXY)
@ActiveProfiles("test")
@ContextConfiguration(initializers = MailServer.Settings.class)
public @interface DashboardTest {
}
