package com.medvigil.model.persistence;

import javax.sql.DataSource;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.support.MetaDataAccessException;

/** Reads the database's kind once, at startup, for every component that asks. */
@Configuration(proxyBeanMethods = false)
class ConnectedDatabaseConfiguration {

    @Bean
    ConnectedDatabase connectedDatabase(DataSource dataSource) throws MetaDataAccessException {
        return ConnectedDatabase.of(dataSource);
    }
}
