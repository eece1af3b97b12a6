package com.medvigil.webhook;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.webhook.Webhook;
import com.medvigil.model.webhook.Webhooks;
import com.medvigil.outbound.AddressGuard;
import com.medvigil.outbound.OutboundUrl;

/**
 * The tenant's single legacy webhook ({@code PUT /v1/tenants/webhook}): a webhook subscribed to
 * {@code assessment.completed}, signed with the secret the tenant chose. Reconfiguring keeps its
 * id, so retries still waiting go to the corrected address; clearing deletes it, retries included.
 */
@Service
public class LegacyWebhookConfiguration {

    private final Webhooks webhooks;
    private final SecretCipher cipher;
    private final AddressGuard addressGuard;
    private final TenantContext tenantContext;
    private final TransactionTemplate transaction;
    private final Clock clock;

    LegacyWebhookConfiguration(Webhooks webhooks, SecretCipher cipher, AddressGuard addressGuard,
                               TenantContext tenantContext, PlatformTransactionManager transactionManager, Clock clock) {
        this.webhooks = webhooks;
        this.cipher = cipher;
        this.addressGuard = addressGuard;
        this.tenantContext = tenantContext;
        this.transaction = new TransactionTemplate(transactionManager);
        this.clock = clock;
    }

    public void configure(OutboundUrl url, LegacyWebhookSecret secret) {
        addressGuard.checkHost(url);
        transaction.executeWithoutResult(status -> {
            UUID tenantId = tenantContext.requireTenantId();
            webhooks.lockTenant(tenantId);
            Instant now = clock.instant();
            Optional<Webhook> existing = webhooks.findLegacy();
            if (existing.isPresent()) {
                Webhook legacy = existing.get();
                legacy.moveTo(url.value(), now);
                legacy.replaceSecret(cipher.encrypt(secret.value(), legacy.getId()), now);
            } else {
                UUID id = UUID.randomUUID();
                webhooks.save(Webhook.legacy(id, tenantId, url.value(), cipher.encrypt(secret.value(), id), now));
            }
        });
    }

    public void clear() {
        transaction.executeWithoutResult(status -> {
            webhooks.lockTenant(tenantContext.requireTenantId());
            webhooks.findLegacy().ifPresent(webhooks::delete);
        });
    }
}
