package com.medvigil.webhook;

import java.sql.DatabaseMetaData;

import javax.sql.DataSource;

import org.springframework.boot.jdbc.DatabaseDriver;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.support.JdbcUtils;
import org.springframework.jdbc.support.MetaDataAccessException;

import okhttp3.Dns;

/**
 * The cipher for webhook secrets, with its key from configuration or the embedded default's key
 * file, and the resolver of webhook host names.
 */
@Configuration(proxyBeanMethods = false)
class WebhookConfiguration {

    /**
     * One resolver for the check when a URL is saved and for the deliveries, so that the check
     * looks at the addresses a delivery would connect to. The system's, as OkHttp's default.
     */
    @Bean
    Dns webhookHostResolver() {
        return Dns.SYSTEM;
    }

    @Bean
    SecretCipher webhookSecretCipher(WebhookProperties properties, DataSource dataSource) throws MetaDataAccessException {
        boolean embedded = DatabaseDriver.H2 == DatabaseDriver.fromProductName(
                JdbcUtils.extractDatabaseMetaData(dataSource, DatabaseMetaData::getDatabaseProductName));
        return new SecretCipher(EncryptionKeySource.load(properties, !embedded));
    }
}
