package com.medvigil.webhook;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import com.medvigil.model.persistence.ConnectedDatabase;

/** The cipher for webhook secrets, with its key from configuration or the embedded default's key file. */
@Configuration(proxyBeanMethods = false)
class WebhookConfiguration {

    @Bean
    SecretCipher webhookSecretCipher(WebhookProperties properties, ConnectedDatabase database) {
        return new SecretCipher(EncryptionKeySource.load(properties, !database.isEmbedded()));
    }
}
