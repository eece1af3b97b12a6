package com.medvigil.webhook;

import java.sql.DatabaseMetaData;

import javax.sql.DataSource;

import org.springframework.boot.jdbc.DatabaseDriver;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.support.JdbcUtils;
import org.springframework.jdbc.support.MetaDataAccessException;

/** The cipher for webhook secrets, with its key from configuration or the embedded default's key file. */
@Configuration(proxyBeanMethods = false)
class WebhookConfiguration {

    @Bean
    SecretCipher webhookSecretCipher(WebhookProperties properties, DataSource dataSource) throws MetaDataAccessException {
        boolean embedded = DatabaseDriver.H2 == DatabaseDriver.fromProductName(
                JdbcUtils.extractDatabaseMetaData(dataSource, DatabaseMetaData::getDatabaseProductName));
        return new SecretCipher(EncryptionKeySource.load(properties, !embedded));
    }
}
