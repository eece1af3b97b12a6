package com.medvigil.assessment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.medvigil.model.assessment.AssessmentJobs;
import com.medvigil.model.assessment.ClaimedJob;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;

/**
 * What an instance does with its assessment work on SIGTERM (docs/operations.md): it stops
 * claiming, hands back at once the jobs it claimed but has not started, and lets the running
 * ones finish before it reports itself stopped. The job table and the engine are stand-ins here,
 * so that "running" and "waiting" are certain; the two-replica test shows the same on real processes.
 */
class AssessmentWorkersShutdownTest {

    private final AssessmentJobs jobs = mock(AssessmentJobs.class);
    private final AssessmentProcessor processor = mock(AssessmentProcessor.class);
    private final CountDownLatch firstJobRunning = new CountDownLatch(1);
    private final CountDownLatch letFirstJobFinish = new CountDownLatch(1);
    private final AssessmentWorkers workers = new AssessmentWorkers(jobs, processor,
            new AssessmentProcessingProperties(true, 1, Duration.ofSeconds(1), Duration.ofMinutes(1), 3,
                    Duration.ofSeconds(5), 10),
            new SimpleMeterRegistry());

    @AfterEach
    void releaseTheWorker() {
        letFirstJobFinish.countDown();
    }

    @Test
    void onStopTheClaimedButUnstartedJobsAreHandedBackAtOnceAndTheRunningOneFinishes() throws InterruptedException {
        ClaimedJob running = job();
        ClaimedJob waiting = job();
        ClaimedJob alsoWaiting = job();
        when(jobs.claimDue(anyInt(), anyString(), any())).thenReturn(List.of(running, waiting, alsoWaiting));
        blockWhileProcessing(running);
        workers.start();
        workers.pollForDueJobs();
        assertThat(firstJobRunning.await(5, TimeUnit.SECONDS)).isTrue();

        CountDownLatch stopped = new CountDownLatch(1);
        workers.stop(stopped::countDown);

        verify(jobs).release(waiting);
        verify(jobs).release(alsoWaiting);
        verify(jobs, never()).release(running);
        assertThat(stopped.getCount()).as("stopped before the running job finished").isEqualTo(1);
        letFirstJobFinish.countDown();
        assertThat(stopped.await(5, TimeUnit.SECONDS)).as("stopped once the running job finished").isTrue();
        verify(processor, times(1)).process(any());
    }

    @Test
    void afterStopNothingIsClaimedAnyMore() throws InterruptedException {
        workers.start();
        CountDownLatch stopped = new CountDownLatch(1);
        workers.stop(stopped::countDown);
        assertThat(stopped.await(5, TimeUnit.SECONDS)).isTrue();

        workers.pollForDueJobs();
        workers.onAccepted(new AssessmentAccepted(UUID.randomUUID(), UUID.randomUUID()));

        assertThat(workers.isRunning()).isFalse();
        verify(jobs, never()).claimDue(anyInt(), anyString(), any());
        verify(jobs, never()).claim(any(), any(), anyString(), any());
    }

    private void blockWhileProcessing(ClaimedJob job) {
        doAnswer(invocation -> {
            firstJobRunning.countDown();
            letFirstJobFinish.await(10, TimeUnit.SECONDS);
            return null;
        }).when(processor).process(job);
    }

    private static ClaimedJob job() {
        return new ClaimedJob(UUID.randomUUID(), UUID.randomUUID(), UUID.randomUUID(), 1);
    }
}
