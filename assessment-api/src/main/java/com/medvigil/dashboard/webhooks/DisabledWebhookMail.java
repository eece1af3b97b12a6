package com.medvigil.dashboard.webhooks;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.event.EventListener;
import org.springframework.mail.MailException;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

import com.medvigil.dashboard.DashboardMailQueue;
import com.medvigil.dashboard.DashboardProperties;
import com.medvigil.model.tenant.Tenant;
import com.medvigil.model.tenant.TenantAdmin;
import com.medvigil.model.tenant.TenantAdmins;
import com.medvigil.model.tenant.Tenants;
import com.medvigil.model.webhook.Webhook;
import com.medvigil.model.webhook.Webhooks;
import com.medvigil.webhook.WebhookDisabled;

/**
 * Mails the tenant's dashboard administrators when the service disables one of its webhooks for
 * failing, since a disabled webhook receives nothing until someone enables it again and nobody
 * may be looking at the dashboard. What to say and to whom is read in the transaction that
 * disabled the webhook (its tenant's scope is open there); the mails are queued once it has
 * committed, so that a disable rolled back mails nobody, and only the replica that made the change
 * mails. They are sent off the delivery thread ({@link DashboardMailQueue}). A mail that cannot be
 * sent is logged, not retried: the dashboard still shows the webhook disabled.
 */
@Component
class DisabledWebhookMail {

    private static final Logger log = LoggerFactory.getLogger(DisabledWebhookMail.class);
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC);

    private final JavaMailSender sender;
    private final DashboardProperties properties;
    private final Webhooks webhooks;
    private final Tenants tenants;
    private final TenantAdmins admins;
    private final DashboardMailQueue queue;

    DisabledWebhookMail(ObjectProvider<JavaMailSender> senders, DashboardProperties properties, Webhooks webhooks,
                        Tenants tenants, TenantAdmins admins, DashboardMailQueue queue) {
        this.sender = senders.getIfAvailable();
        this.queue = queue;
        this.properties = properties;
        this.webhooks = webhooks;
        this.tenants = tenants;
        this.admins = admins;
    }

    @EventListener
    void webhookDisabled(WebhookDisabled disabled) {
        if (sender == null) {
            log.info("Nobody is mailed that webhook {} was disabled: no SMTP server is configured (spring.mail.host)",
                    disabled.webhookId());
            return;
        }
        Webhook webhook = webhooks.findById(disabled.webhookId()).orElse(null);
        if (webhook == null) {
            // Read in the transaction that disabled it, so only a bug gets here.
            log.warn("Nobody is mailed that webhook {} was disabled: it could not be read back", disabled.webhookId());
            return;
        }
        List<String> recipients = admins.findAllByOrderByCreatedAtAscIdAsc().stream().map(TenantAdmin::getEmail).toList();
        if (recipients.isEmpty()) {
            // A tenant registered through the API alone has no dashboard administrator.
            log.info("Nobody is mailed that webhook {} was disabled: its tenant has no dashboard administrator",
                    disabled.webhookId());
            return;
        }
        String text = text(disabled, webhook, tenants.findById(disabled.tenantId()).map(Tenant::getName).orElse(null));
        // The name is the tenant's own text: a line break in it must not end the header.
        String subject = "MedVigil disabled the webhook \"" + webhook.getName().replaceAll("\\p{Cntrl}", " ") + "\"";
        Runnable mail = () -> recipients.forEach(recipient -> send(recipient, subject, text, disabled));
        if (!TransactionSynchronizationManager.isSynchronizationActive()) {
            queue(mail, disabled);
            return;
        }
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            @Override
            public void afterCommit() {
                queue(mail, disabled);
            }
        });
    }

    /** Off the delivery thread, which an SMTP server that does not answer would hold for its timeouts. */
    private void queue(Runnable mail, WebhookDisabled disabled) {
        if (!queue.offer(mail)) {
            log.warn("Nobody is mailed that webhook {} was disabled: the mail queue is full or the service is stopping",
                    disabled.webhookId());
        }
    }

    private void send(String recipient, String subject, String text, WebhookDisabled disabled) {
        SimpleMailMessage message = new SimpleMailMessage();
        message.setFrom(properties.mailFrom());
        message.setTo(recipient);
        message.setSubject(subject);
        message.setText(text);
        try {
            sender.send(message);
        } catch (MailException e) {
            log.warn("Could not mail an administrator that webhook {} was disabled: {}", disabled.webhookId(), e.getMessage());
        }
    }

    private String text(WebhookDisabled disabled, Webhook webhook, String tenantName) {
        String page = "/dashboard/webhooks/" + webhook.getId();
        String where = properties.publicBaseUrl() == null ? "under Webhooks (" + page + ")" : properties.publicBaseUrl() + page;
        return """
                Hello,

                MedVigil disabled the webhook "%s"%s on %s: %s.
                The last attempt: %s.

                It receives no deliveries until it is enabled again. Once %s
                answers again, enable the webhook in the MedVigil dashboard: %s

                MedVigil
                """.formatted(webhook.getName(), tenantName == null ? "" : " of " + tenantName,
                WHEN.format(disabled.disabledAt()), disabled.reason(), disabled.lastAttempt(), receiver(webhook.getUrl()),
                where);
    }

    /** The receiver's address without its query or user info, which may carry credentials. */
    private static String receiver(String url) {
        try {
            URI uri = new URI(url);
            return new URI(uri.getScheme(), null, uri.getHost(), uri.getPort(), uri.getPath(), null, null).toString();
        } catch (URISyntaxException | IllegalArgumentException e) {
            return "the receiver";
        }
    }
}
