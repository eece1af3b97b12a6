package com.medvigil.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;

/**
 * A test of the running service over real HTTP on a random port, against the test database
 * (in-memory H2, or PostgreSQL when SPRING_DATASOURCE_URL says so). All such tests share one
 * application context, so each works with tenants of its own and never assumes an empty database.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
public @interface ApiTest {
}
