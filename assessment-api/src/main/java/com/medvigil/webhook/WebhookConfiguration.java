package com.medvigil.webhook;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import com.medvigil.model.persistence.ConnectedDatabase;

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
    SecretCipher webhookSecretCipher(WebhookProperties properties, ConnectedDatabase database) {
        return new SecretCipher(EncryptionKeySource.load(properties, !database.isEmbedded()));
    }
}
