package com.medvigil.dashboard.webhooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.timeout;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;

import com.medvigil.dashboard.DashboardMailQueue;
import com.medvigil.dashboard.DashboardProperties;
import com.medvigil.model.tenant.AdminEmail;
import com.medvigil.model.tenant.TenantAdmin;
import com.medvigil.model.tenant.TenantAdmins;
import com.medvigil.model.tenant.Tenants;
import com.medvigil.model.webhook.Webhook;
import com.medvigil.model.webhook.WebhookEventType;
import com.medvigil.model.webhook.Webhooks;
import com.medvigil.webhook.WebhookDisabled;

/**
 * The notice that a webhook was disabled is sent off the thread that disabled it, a webhook
 * delivery thread: an SMTP server that does not answer holds the mail queue, not the deliveries.
 * The SMTP server is a stand-in that hangs until released; WebhooksPageTest reads a real mail.
 */
class DisabledWebhookMailTest {

    private final CountDownLatch smtpAnswers = new CountDownLatch(1);
    private final JavaMailSender sender = mock(JavaMailSender.class);
    private final Webhooks webhooks = mock(Webhooks.class);
    private final Tenants tenants = mock(Tenants.class);
    private final TenantAdmins admins = mock(TenantAdmins.class);
    private final DashboardMailQueue queue = new DashboardMailQueue();

    @AfterEach
    void stopTheQueue() {
        smtpAnswers.countDown();
        queue.stop();
    }

    @Test
    void aHangingSmtpServerDoesNotHoldTheThreadThatDisabledTheWebhook() throws Exception {
        Webhook webhook = Webhook.subscription(UUID.randomUUID(), "Receiver", "https://receiver.example/hooks",
                Set.of(WebhookEventType.ASSESSMENT_COMPLETED), "ciphertext", Instant.now());
        when(webhooks.findById(webhook.getId())).thenReturn(Optional.of(webhook));
        when(admins.findAllByOrderByCreatedAtAscIdAsc()).thenReturn(List.of(
                new TenantAdmin(new AdminEmail("first@clinic.example"), Instant.now()),
                new TenantAdmin(new AdminEmail("second@clinic.example"), Instant.now())));
        doAnswer(invocation -> smtpAnswers.await(30, TimeUnit.SECONDS)).when(sender).send(any(SimpleMailMessage.class));
        queue.start();
        DisabledWebhookMail mail = new DisabledWebhookMail(providerOf(sender),
                new DashboardProperties(null, "medvigil@clinic.example", null, null), webhooks, tenants, admins, queue);

        long started = System.nanoTime();
        mail.webhookDisabled(new WebhookDisabled(UUID.randomUUID(), webhook.getId(), "every delivery failed for 3 days",
                "HTTP 500", Instant.now()));

        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started)).as("the disabling thread waited")
                .isLessThan(2_000);
        verify(sender, timeout(5_000)).send(any(SimpleMailMessage.class));
        smtpAnswers.countDown();
        verify(sender, timeout(5_000).times(2)).send(any(SimpleMailMessage.class));
    }

    @SuppressWarnings("unchecked")
    private static ObjectProvider<JavaMailSender> providerOf(JavaMailSender sender) {
        ObjectProvider<JavaMailSender> provider = mock(ObjectProvider.class);
        when(provider.getIfAvailable()).thenReturn(sender);
        return provider;
    }
}
