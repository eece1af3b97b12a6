package com.medvigil.webhook;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.after;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.timeout;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.QueryTimeoutException;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.webhook.DeliveryState;
import com.medvigil.model.webhook.WebhookEventType;

/**
 * An attempt that was sent is recorded even when the first try at recording it fails for a
 * passing reason, so that the receiver does not get it again when the lease runs out; a failure
 * that is not passing, or one after the lease, is left to the lease. The database side and the
 * HTTP call are stand-ins; {@code WebhookDeliveryTest} shows the same on a real lock.
 */
class AttemptRecordRetryTest {

    private static final DeliveryQueue.Recorded DELIVERED =
            new DeliveryQueue.Recorded(Optional.of(DeliveryState.DELIVERED), Optional.empty());

    private final DeliveryQueue queue = mock(DeliveryQueue.class);
    private final DeliverySender sender = mock(DeliverySender.class);
    private final WebhookDispatcher dispatcher = new WebhookDispatcher(queue, sender, new TenantContext(),
            new WebhookProperties(null, null, true, Duration.ofSeconds(2), null, null, Duration.ofHours(1),
                    Duration.ofSeconds(10), 4, null, null, null),
            mock(WebhookMetrics.class), Clock.systemUTC());
    private final AttemptOutcome answered = new AttemptOutcome(Instant.now(), 5, 200, null);

    @AfterEach
    void stop() {
        dispatcher.stop();
    }

    private DeliveryQueue.Claim claimedUntil(Instant leasedUntil) {
        DeliveryQueue.Claim claim = new DeliveryQueue.Claim(UUID.randomUUID(), UUID.randomUUID(), UUID.randomUUID(),
                leasedUntil, UUID.randomUUID(), "http://127.0.0.1:9/hook", "v1.key.ciphertext",
                WebhookEventType.ASSESSMENT_COMPLETED, "{}", 1, null);
        when(queue.dispatchAndClaim(anyInt())).thenReturn(new DeliveryQueue.Round(0, List.of(claim)),
                new DeliveryQueue.Round(0, List.of()));
        when(sender.send(claim)).thenReturn(answered);
        return claim;
    }

    @Test
    void aRecordThatTimedOutWaitingForALockIsTriedAgainAndTheAttemptIsNotGivenUp() {
        DeliveryQueue.Claim claim = claimedUntil(Instant.now().plusSeconds(10));
        when(queue.record(eq(claim), any())).thenThrow(new QueryTimeoutException("lock wait timed out"),
                new QueryTimeoutException("lock wait timed out")).thenReturn(DELIVERED);

        dispatcher.start();

        verify(queue, timeout(5000).times(3)).record(claim, answered);
        verify(sender, times(1)).send(claim);
        verify(queue, never()).giveUp(any(), any());
    }

    /** A failure that is not passing, or a passing one once the lease is over, is left to the lease. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("failuresLeftToTheLease")
    void aRecordIsNotTriedAgain(String why, RuntimeException failure, Instant leasedUntil) {
        DeliveryQueue.Claim claim = claimedUntil(leasedUntil);
        when(queue.record(eq(claim), any())).thenThrow(failure);

        dispatcher.start();

        verify(queue, after(1000).times(1)).record(claim, answered);
        verify(queue, never()).giveUp(any(), any());
    }

    static Stream<Arguments> failuresLeftToTheLease() {
        return Stream.of(
                Arguments.of("a failure for good", new DataAccessResourceFailureException("database unreachable"),
                        Instant.now().plusSeconds(10)),
                Arguments.of("a passing failure after the lease", new QueryTimeoutException("lock wait timed out"),
                        Instant.now().minusSeconds(1)));
    }
}
