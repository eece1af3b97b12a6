package com.medvigil.webhook;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.UUID;

import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.error.ConflictException;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.webhook.Webhook;
import com.medvigil.model.webhook.Webhooks;
import com.medvigil.outbound.AddressGuard;
import com.medvigil.outbound.OutboundUrl;

/** Creates, changes and deletes the current tenant's webhooks, and issues their secrets. */
@Service
public class WebhookRegistration {

    /** Each event is sent to every subscribed webhook, so their number is bounded. */
    public static final int MAX_WEBHOOKS_PER_TENANT = 20;

    private final Webhooks webhooks;
    private final SecretCipher cipher;
    private final AddressGuard addressGuard;
    private final TenantContext tenantContext;
    private final TransactionTemplate transaction;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    WebhookRegistration(Webhooks webhooks, SecretCipher cipher, AddressGuard addressGuard, TenantContext tenantContext,
                        PlatformTransactionManager transactionManager, Clock clock) {
        this.webhooks = webhooks;
        this.cipher = cipher;
        this.addressGuard = addressGuard;
        this.tenantContext = tenantContext;
        this.transaction = new TransactionTemplate(transactionManager);
        this.clock = clock;
    }

    /** A new active webhook; its secret is returned this once. */
    public RegisteredWebhook create(WebhookName name, OutboundUrl url, WebhookEvents events) {
        // Resolving the host may take a moment: done before the transaction holds a connection.
        addressGuard.checkHost(url);
        return transaction.execute(status -> {
            webhooks.lockTenant(tenantContext.requireTenantId());
            if (webhooks.countSubscriptions() >= MAX_WEBHOOKS_PER_TENANT) {
                throw new ConflictException("a tenant can have at most " + MAX_WEBHOOKS_PER_TENANT
                        + " webhooks; delete one before creating another");
            }
            UUID id = UUID.randomUUID();
            WebhookSecret secret = WebhookSecret.generate(random);
            Webhook webhook = webhooks.save(Webhook.subscription(id, name.value(), url.value(), events.types(),
                    cipher.encrypt(secret.value(), id), clock.instant()));
            return new RegisteredWebhook(webhook, secret);
        });
    }

    public Webhook update(UUID id, WebhookChanges changes) {
        if (changes.url() != null) {
            addressGuard.checkHost(changes.url());
        }
        return transaction.execute(status -> {
            Webhook webhook = find(id);
            Instant now = clock.instant();
            if (changes.name() != null) {
                webhook.rename(changes.name().value(), now);
            }
            if (changes.url() != null) {
                webhook.moveTo(changes.url().value(), now);
            }
            if (changes.events() != null) {
                webhook.subscribeTo(changes.events().types(), now);
            }
            if (changes.status() != null) {
                webhook.changeStatus(changes.status(), now);
            }
            return webhook;
        });
    }

    /** Deletes the webhook with its deliveries; a retry still waiting is never sent. */
    public void delete(UUID id) {
        transaction.executeWithoutResult(status -> webhooks.delete(find(id)));
    }

    /** A new secret, returned this once; from now on every attempt is signed with it and not the old one. */
    public RegisteredWebhook regenerateSecret(UUID id) {
        return transaction.execute(status -> {
            Webhook webhook = find(id);
            WebhookSecret secret = WebhookSecret.generate(random);
            webhook.replaceSecret(cipher.encrypt(secret.value(), id), clock.instant());
            return new RegisteredWebhook(webhook, secret);
        });
    }

    private Webhook find(UUID id) {
        return webhooks.findSubscription(id).orElseThrow(() -> new NotFoundException("Webhook", id));
    }
}
