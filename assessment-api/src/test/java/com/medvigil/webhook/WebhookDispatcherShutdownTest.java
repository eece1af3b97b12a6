package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.timeout;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.mockito.Mockito;

import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.model.webhook.DeliveryState;
import com.medvigil.model.webhook.WebhookEventType;

/**
 * What a replica does with webhook work on SIGTERM (docs/operations.md): an attempt in flight
 * finishes and is recorded before the dispatcher reports itself stopped, and a delivery claimed
 * while it stops is handed back rather than attempted. The database side and the HTTP call are
 * stand-ins, so that the timing is certain; the two-replica test shows the same on real processes.
 */
class WebhookDispatcherShutdownTest {

    private final DeliveryQueue queue = mock(DeliveryQueue.class);
    private final DeliverySender sender = mock(DeliverySender.class);
    private final CountDownLatch gate = new CountDownLatch(1);
    private final CountDownLatch reached = new CountDownLatch(1);
    private final WebhookDispatcher dispatcher = new WebhookDispatcher(queue, sender, new TenantContext(),
            new WebhookProperties(null, null, true, Duration.ofSeconds(2), null, null, Duration.ofHours(1),
                    Duration.ofSeconds(10), 4, null, null, null),
            mock(WebhookMetrics.class), Clock.systemUTC());

    @AfterEach
    void openTheGate() {
        gate.countDown();
    }

    @Test
    void onStopAnAttemptInFlightFinishesAndIsRecordedBeforeTheDispatcherReportsItselfStopped() throws Exception {
        DeliveryQueue.Claim claim = claim();
        when(queue.dispatchAndClaim(anyInt())).thenReturn(new DeliveryQueue.Round(0, List.of(claim)),
                new DeliveryQueue.Round(0, List.of()));
        AttemptOutcome answered = new AttemptOutcome(Instant.now(), 5, 200, null);
        when(sender.send(claim)).thenAnswer(invocation -> {
            reached.countDown();
            gate.await(10, TimeUnit.SECONDS);
            return answered;
        });
        when(queue.record(eq(claim), any())).thenReturn(
                new DeliveryQueue.Recorded(Optional.of(DeliveryState.DELIVERED), Optional.empty()));
        dispatcher.start();
        assertThat(reached.await(5, TimeUnit.SECONDS)).as("the attempt is in flight").isTrue();

        CountDownLatch stopped = new CountDownLatch(1);
        dispatcher.stop(stopped::countDown);

        assertThat(stopped.getCount()).as("stopped before the attempt in flight finished").isEqualTo(1);
        gate.countDown();
        assertThat(stopped.await(5, TimeUnit.SECONDS)).isTrue();
        verify(queue).record(claim, answered);
        verify(queue, never()).release(any());
    }

    @Test
    void aDeliveryClaimedWhileTheReplicaStopsIsHandedBackNotAttempted() throws Exception {
        DeliveryQueue.Claim claim = claim();
        when(queue.dispatchAndClaim(anyInt())).thenAnswer(invocation -> {
            reached.countDown();
            gate.await(10, TimeUnit.SECONDS);
            return new DeliveryQueue.Round(0, List.of(claim));
        });
        dispatcher.start();
        assertThat(reached.await(5, TimeUnit.SECONDS)).as("a dispatch round is claiming").isTrue();

        CountDownLatch stopped = new CountDownLatch(1);
        dispatcher.stop(stopped::countDown);
        gate.countDown();

        verify(queue, timeout(5000)).release(claim);
        assertThat(stopped.await(5, TimeUnit.SECONDS)).isTrue();
        verify(sender, never()).send(any());
        assertThat(Mockito.mockingDetails(queue).getInvocations().stream()
                .filter(call -> call.getMethod().getName().equals("dispatchAndClaim")).count())
                .as("dispatch rounds").isEqualTo(1);
    }

    private static DeliveryQueue.Claim claim() {
        return new DeliveryQueue.Claim(UUID.randomUUID(), UUID.randomUUID(), UUID.randomUUID(),
                Instant.now().plusSeconds(10), UUID.randomUUID(),
                "http://127.0.0.1:9/hook", "v1.key.ciphertext", WebhookEventType.ASSESSMENT_COMPLETED, "{}", 1, null);
    }
}
