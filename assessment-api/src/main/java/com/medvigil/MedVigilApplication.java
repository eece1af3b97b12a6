package com.medvigil;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.autoconfigure.security.servlet.UserDetailsServiceAutoConfiguration;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;
import org.springframework.scheduling.annotation.EnableScheduling;

/**
 * MedVigil: the /v1 API and the FHIR servlet over one datastore. No user store of Spring
 * Security's is wanted (API keys and dashboard sign-in links authenticate), so its default
 * in-memory user with a generated password is left out.
 */
@SpringBootApplication(exclude = UserDetailsServiceAutoConfiguration.class)
@ConfigurationPropertiesScan
@EnableScheduling
public class MedVigilApplication {

    public static void main(String[] args) {
        SpringApplication.run(MedVigilApplication.class, args);
    }
}
