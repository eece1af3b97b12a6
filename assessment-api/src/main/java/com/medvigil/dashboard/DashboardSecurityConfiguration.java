package com.medvigil.dashboard;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.http.HttpServletRequest;

import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.access.AccessDeniedHandlerImpl;
import org.springframework.security.web.context.SecurityContextHolderFilter;
import org.springframework.security.web.csrf.CsrfTokenRepository;
import org.springframework.security.web.csrf.HttpSessionCsrfTokenRepository;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter.ReferrerPolicy;
import org.springframework.security.web.header.writers.StaticHeadersWriter;

import com.medvigil.dashboard.session.DashboardSessions;
import com.medvigil.dashboard.session.SignInEntryPoint;
import com.medvigil.dashboard.session.TenantScopeFilter;
import com.medvigil.web.ApiPaths;

/**
 * The security chain of the dashboard, beside the API's stateless one: a session (in the shared
 * database), a CSRF token on every form, sign-in by e-mail link only, strict security headers.
 * Every signed-in request runs in its tenant's scope ({@code TenantScopeFilter}).
 */
@Configuration(proxyBeanMethods = false)
class DashboardSecurityConfiguration {

    /** Only this application's own scripts, styles and images; no framing, no foreign form targets. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self';"
            + " form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

    @Bean
    CsrfTokenRepository dashboardCsrfTokens() {
        return new HttpSessionCsrfTokenRepository();
    }

    @Bean
    SecurityFilterChain dashboardSecurity(HttpSecurity http, DashboardSessions sessions, CsrfTokenRepository dashboardCsrfTokens,
                                          TenantScopeFilter tenantScope) throws Exception {
        AccessDeniedHandlerImpl refusedForm = new AccessDeniedHandlerImpl();
        refusedForm.setErrorPage(DashboardPaths.FORBIDDEN);
        return http
                .securityMatcher(DashboardPaths::isDashboard)
                .securityContext(context -> context.securityContextRepository(sessions))
                .csrf(csrf -> csrf.csrfTokenRepository(dashboardCsrfTokens))
                .requestCache(AbstractHttpConfigurer::disable)
                .httpBasic(AbstractHttpConfigurer::disable)
                .formLogin(AbstractHttpConfigurer::disable)
                .logout(logout -> logout
                        .logoutRequestMatcher(request -> "POST".equals(request.getMethod())
                                && DashboardPaths.SIGN_OUT.equals(ApiPaths.pathOf(request)))
                        .logoutSuccessUrl(DashboardPaths.SIGN_IN + "?signed-out"))
                .exceptionHandling(handling -> handling
                        .authenticationEntryPoint(new SignInEntryPoint())
                        .accessDeniedHandler(refusedForm))
                .headers(headers -> headers
                        .contentSecurityPolicy(csp -> csp.policyDirectives(CONTENT_SECURITY_POLICY))
                        .frameOptions(frame -> frame.deny())
                        .referrerPolicy(referrer -> referrer.policy(ReferrerPolicy.NO_REFERRER))
                        .addHeaderWriter(new StaticHeadersWriter("Permissions-Policy",
                                "camera=(), microphone=(), geolocation=(), payment=()")))
                .addFilterAfter(tenantScope, SecurityContextHolderFilter.class)
                .authorizeHttpRequests(requests -> requests
                        .dispatcherTypeMatchers(DispatcherType.FORWARD, DispatcherType.ERROR).permitAll()
                        .requestMatchers(DashboardSecurityConfiguration::isPublic).permitAll()
                        .anyRequest().authenticated())
                .build();
    }

    /** The filter runs inside the dashboard's security chain only, not a second time as a plain servlet filter. */
    @Bean
    FilterRegistrationBean<TenantScopeFilter> tenantScopeFilterOutsideChain(TenantScopeFilter tenantScope) {
        FilterRegistrationBean<TenantScopeFilter> registration = new FilterRegistrationBean<>(tenantScope);
        registration.setEnabled(false);
        return registration;
    }

    /** The pages seen before signing in, the static assets, and the page for refused forms. */
    private static boolean isPublic(HttpServletRequest request) {
        String path = ApiPaths.pathOf(request);
        return path.equals(DashboardPaths.SIGN_IN) || path.startsWith(DashboardPaths.SIGN_IN + "/")
                || path.startsWith(DashboardPaths.ASSETS + "/") || path.equals(DashboardPaths.FORBIDDEN);
    }
}
