package com.medvigil.dashboard;

import java.sql.DatabaseMetaData;

import javax.sql.DataSource;

import org.springframework.boot.jdbc.DatabaseDriver;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.support.JdbcUtils;
import org.springframework.jdbc.support.MetaDataAccessException;
import org.springframework.session.config.SessionRepositoryCustomizer;
import org.springframework.session.jdbc.JdbcIndexedSessionRepository;
import org.springframework.session.jdbc.PostgreSqlJdbcIndexedSessionRepositoryCustomizer;

/**
 * Spring Session JDBC on PostgreSQL writes session attributes with {@code INSERT ... ON CONFLICT},
 * so that two requests of one session setting the same attribute at once (two tabs opened
 * together) cannot fail on the primary key. The embedded H2 lacks that statement and serves a
 * single instance, where the plain insert is kept.
 */
@Configuration(proxyBeanMethods = false)
class DashboardSessionConfiguration {

    @Bean
    SessionRepositoryCustomizer<JdbcIndexedSessionRepository> upsertSessionAttributesOnPostgres(DataSource dataSource)
            throws MetaDataAccessException {
        boolean postgres = DatabaseDriver.POSTGRESQL == DatabaseDriver.fromProductName(
                JdbcUtils.extractDatabaseMetaData(dataSource, DatabaseMetaData::getDatabaseProductName));
        return postgres ? new PostgreSqlJdbcIndexedSessionRepositoryCustomizer() : repository -> { };
    }
}
