package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Settings that cannot work are refused at start-up, with the setting named. */
class WebhookPropertiesTest {

    @Test
    void theDefaultsFollowTheDecisions() {
        WebhookProperties defaults = new WebhookProperties(null, null, null, null, null, null, null, null, null, null, null, null);

        assertThat(defaults.timeout()).isEqualTo(Duration.ofSeconds(10));
        assertThat(defaults.allowPrivateAddresses()).isFalse();
        assertThat(defaults.retryBackoff().stream().reduce(Duration.ZERO, Duration::plus))
                .isLessThanOrEqualTo(WebhookProperties.RETRY_WINDOW);
    }

    @Test
    void aWebhookIsDisabledAfterThreeDaysOfFailuresByDefault() {
        WebhookProperties defaults = new WebhookProperties(null, null, null, null, null, null, null, null, null, null, null, null);

        assertThat(defaults.disableAfter()).isEqualTo(Duration.ofDays(3));
    }

    @Test
    void aDisablePeriodShorterThanTheRetryWindowIsRefused() {
        assertThatThrownBy(() -> new WebhookProperties(null, null, null, null, null, null, null, null, null, null,
                Duration.ofMinutes(14), null))
                .hasMessageContaining("medvigil.webhooks.disable-after must be at least the retry window");
    }

    @Test
    void aBackoffLongerThanTheRetryWindowIsRefused() {
        assertThatThrownBy(() -> new WebhookProperties(null, null, null, null,
                List.of(Duration.ofMinutes(10), Duration.ofMinutes(6)), null, null, null, null, null, null, null))
                .hasMessageContaining("medvigil.webhooks.retry-backoff adds up to PT16M");
    }

    @Test
    void aLeaseShorterThanTwoAttemptsIsRefused() {
        assertThatThrownBy(() -> new WebhookProperties(null, null, null, Duration.ofSeconds(10), null, null, null,
                Duration.ofSeconds(15), null, null, null, null))
                .hasMessageContaining("medvigil.webhooks.lease must be at least twice the timeout");
    }

    @Test
    void jitterIsAFractionBelowOne() {
        assertThatThrownBy(() -> new WebhookProperties(null, null, null, null, null, 1.0, null, null, null, null, null, null))
                .hasMessageContaining("medvigil.webhooks.retry-jitter");
    }

    @Test
    void aNonPositiveDurationIsRefused() {
        assertThatThrownBy(() -> new WebhookProperties(null, null, null, Duration.ZERO, null, null, null, null, null, null,
                null, null))
                .hasMessageContaining("medvigil.webhooks.timeout must be positive");
    }

    @Test
    void workCommittedHereIsDispatchedAfterAShortDelayThatCannotExceedThePollInterval() {
        WebhookProperties defaults = new WebhookProperties(null, null, null, null, null, null, null, null, null, null, null,
                null);
        assertThat(defaults.dispatchDelay()).isEqualTo(Duration.ofMillis(50));

        assertThatThrownBy(() -> new WebhookProperties(null, null, null, null, null, null, Duration.ofSeconds(2), null,
                null, null, null, Duration.ofSeconds(3)))
                .hasMessageContaining("medvigil.webhooks.dispatch-delay must be between 0 and the poll interval");
        assertThatThrownBy(() -> new WebhookProperties(null, null, null, null, null, null, null, null, null, null, null,
                Duration.ofMillis(-1)))
                .hasMessageContaining("medvigil.webhooks.dispatch-delay");
    }
}
