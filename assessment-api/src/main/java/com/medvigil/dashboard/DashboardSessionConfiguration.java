package com.medvigil.dashboard;

import java.time.Duration;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.session.DefaultCookieSerializerCustomizer;
import org.springframework.boot.autoconfigure.web.ServerProperties;
import org.springframework.boot.context.properties.PropertyMapper;
import org.springframework.boot.web.server.Cookie;
import org.springframework.boot.web.server.Cookie.SameSite;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.session.config.SessionRepositoryCustomizer;
import org.springframework.session.jdbc.JdbcIndexedSessionRepository;
import org.springframework.session.jdbc.PostgreSqlJdbcIndexedSessionRepositoryCustomizer;
import org.springframework.session.web.http.DefaultCookieSerializer;

import com.medvigil.dashboard.session.HashedSessionIds;
import com.medvigil.model.persistence.ConnectedDatabase;

/**
 * Spring Session JDBC for the dashboard: sessions stored under the hash of their cookie's secret
 * ({@link HashedSessionIds}), and on PostgreSQL attributes written with {@code INSERT ... ON
 * CONFLICT}, so that two requests of one session setting the same attribute at once (two tabs
 * opened together) cannot fail on the primary key. The embedded H2 lacks that statement and
 * serves a single instance, where the plain insert is kept.
 */
@Configuration(proxyBeanMethods = false)
class DashboardSessionConfiguration {

    /**
     * Both Spring Session's id generator and its session id resolver. The cookie is made from
     * {@code server.servlet.session.cookie.*} as Spring Boot makes it, which Boot leaves to an
     * application that brings its own resolver.
     */
    @Bean
    HashedSessionIds dashboardSessionIds(ServerProperties server,
                                         ObjectProvider<DefaultCookieSerializerCustomizer> customizers) {
        Cookie cookie = server.getServlet().getSession().getCookie();
        DefaultCookieSerializer serializer = new DefaultCookieSerializer();
        PropertyMapper map = PropertyMapper.get().alwaysApplyingWhenNonNull();
        map.from(cookie::getName).to(serializer::setCookieName);
        map.from(cookie::getDomain).to(serializer::setDomainName);
        map.from(cookie::getPath).to(serializer::setCookiePath);
        map.from(cookie::getHttpOnly).to(serializer::setUseHttpOnlyCookie);
        map.from(cookie::getSecure).to(serializer::setUseSecureCookie);
        map.from(cookie::getMaxAge).asInt(Duration::getSeconds).to(serializer::setCookieMaxAge);
        map.from(cookie::getSameSite).as(SameSite::attributeValue).to(serializer::setSameSite);
        map.from(cookie::getPartitioned).to(serializer::setPartitioned);
        customizers.orderedStream().forEach(customizer -> customizer.customize(serializer));
        return new HashedSessionIds(serializer);
    }

    @Bean
    SessionRepositoryCustomizer<JdbcIndexedSessionRepository> upsertSessionAttributesOnPostgres(ConnectedDatabase database) {
        return database.isPostgreSql() ? new PostgreSqlJdbcIndexedSessionRepositoryCustomizer() : repository -> { };
    }
}
