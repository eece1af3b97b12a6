package com.medvigil.dashboard;

import java.time.Duration;
import java.util.List;

import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.http.CacheControl;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.servlet.config.annotation.ResourceHandlerRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import org.springframework.web.servlet.resource.ResourceUrlEncodingFilter;
import org.springframework.web.servlet.resource.VersionResourceResolver;

import com.medvigil.dashboard.session.SignedInAdminResolver;

/**
 * The dashboard's Spring MVC set-up: its own static files (the service serves no others), named
 * by a hash of their content so that browsers may keep them for a year and still never use a
 * stale one after an upgrade, and the signed-in administrator as a controller parameter.
 */
@Configuration(proxyBeanMethods = false)
class DashboardWebConfiguration implements WebMvcConfigurer {

    @Override
    public void addResourceHandlers(ResourceHandlerRegistry registry) {
        registry.addResourceHandler(DashboardPaths.ASSETS + "/**")
                .addResourceLocations("classpath:/static/dashboard/")
                .setCacheControl(CacheControl.maxAge(Duration.ofDays(365)).cachePublic().immutable())
                .resourceChain(true)
                .addResolver(new VersionResourceResolver().addContentVersionStrategy("/**"));
        // Ahead of the controllers, whose catch-all answers every other unknown dashboard address.
        registry.setOrder(Ordered.HIGHEST_PRECEDENCE);
    }

    @Override
    public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(new SignedInAdminResolver());
    }

    /** Rewrites asset links in pages to their content-hashed names. */
    @Bean
    FilterRegistrationBean<ResourceUrlEncodingFilter> dashboardAssetUrls() {
        FilterRegistrationBean<ResourceUrlEncodingFilter> registration = new FilterRegistrationBean<>(new ResourceUrlEncodingFilter());
        registration.addUrlPatterns(DashboardPaths.ROOT + "/*");
        return registration;
    }
}
