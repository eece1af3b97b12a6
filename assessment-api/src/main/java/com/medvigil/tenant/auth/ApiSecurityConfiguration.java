package com.medvigil.tenant.auth;

import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.AnonymousAuthenticationFilter;

import com.medvigil.cdshooks.auth.CdsJwtAuthenticationFilter;
import com.medvigil.tenant.ratelimit.RateLimitFilter;
import com.medvigil.web.ApiPaths;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.Filter;

/**
 * The security chain of the API: stateless, API keys (and, on CDS service calls, CDS clients'
 * JWTs), no sessions and hence no CSRF surface. Registration, CDS discovery and the FHIR
 * CapabilityStatement are the open endpoints. Paths are matched on the raw request path because the FHIR servlet is not Spring
 * MVC's, so MVC-based matchers would not see it.
 */
@Configuration(proxyBeanMethods = false)
class ApiSecurityConfiguration {

    @Bean
    SecurityFilterChain apiSecurity(HttpSecurity http, CdsJwtAuthenticationFilter cdsAuthentication,
                                    ApiKeyAuthenticationFilter authentication, RateLimitFilter rateLimit,
                                    ApiAuthenticationEntryPoint entryPoint) throws Exception {
        return http
                .securityMatcher(request -> ApiPaths.pathOf(request).startsWith(ApiPaths.API_PREFIX))
                .csrf(AbstractHttpConfigurer::disable)
                .sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
                .requestCache(AbstractHttpConfigurer::disable)
                .httpBasic(AbstractHttpConfigurer::disable)
                .formLogin(AbstractHttpConfigurer::disable)
                .logout(AbstractHttpConfigurer::disable)
                .anonymous(AbstractHttpConfigurer::disable)
                .addFilterBefore(cdsAuthentication, AnonymousAuthenticationFilter.class)
                .addFilterAfter(authentication, CdsJwtAuthenticationFilter.class)
                .addFilterAfter(rateLimit, ApiKeyAuthenticationFilter.class)
                .exceptionHandling(handling -> handling.authenticationEntryPoint(entryPoint))
                .authorizeHttpRequests(requests -> requests
                        .dispatcherTypeMatchers(DispatcherType.ERROR).permitAll()
                        .requestMatchers(ApiPaths::isRegistration).permitAll()
                        .requestMatchers(ApiPaths::isCdsDiscovery).permitAll()
                        .requestMatchers(ApiPaths::isFhirCapabilities).permitAll()
                        .anyRequest().authenticated())
                .build();
    }

    /** The filters run inside the security chain only, not a second time as plain servlet filters. */
    @Bean
    FilterRegistrationBean<CdsJwtAuthenticationFilter> cdsAuthenticationFilterOutsideChain(CdsJwtAuthenticationFilter filter) {
        return disabled(filter);
    }

    @Bean
    FilterRegistrationBean<ApiKeyAuthenticationFilter> authenticationFilterOutsideChain(ApiKeyAuthenticationFilter filter) {
        return disabled(filter);
    }

    @Bean
    FilterRegistrationBean<RateLimitFilter> rateLimitFilterOutsideChain(RateLimitFilter filter) {
        return disabled(filter);
    }

    private static <F extends Filter> FilterRegistrationBean<F> disabled(F filter) {
        FilterRegistrationBean<F> registration = new FilterRegistrationBean<>(filter);
        registration.setEnabled(false);
        return registration;
    }
}
