package com.medvigil.work;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * How a work pool stops: claimed work that no thread has started goes back at once, running work
 * is awaited up to the drain timeout, and nothing is taken once it stops.
 */
class WorkPoolTest {

    private final CountDownLatch running = new CountDownLatch(1);
    private final CountDownLatch letItFinish = new CountDownLatch(1);
    private final List<String> done = new CopyOnWriteArrayList<>();
    private final List<String> handedBack = new CopyOnWriteArrayList<>();

    @AfterEach
    void releaseTheWorker() {
        letItFinish.countDown();
    }

    @Test
    void onStopClaimedWorkNotYetStartedIsHandedBackAtOnceAndTheRunningWorkFinishesBeforeTheCallback()
            throws InterruptedException {
        TestPool pool = new TestPool(WorkPool.Unstarted.HAND_BACK, 10, Duration.ofSeconds(5));
        pool.start();
        pool.execute(claimed("running", this::block));
        assertThat(running.await(5, TimeUnit.SECONDS)).isTrue();
        pool.execute(claimed("waiting", () -> { }));
        pool.execute(claimed("also waiting", () -> { }));

        CountDownLatch stopped = new CountDownLatch(1);
        pool.stop(stopped::countDown);

        assertThat(handedBack).containsExactlyInAnyOrder("waiting", "also waiting");
        assertThat(stopped.getCount()).as("stopped before the running work finished").isEqualTo(1);
        letItFinish.countDown();
        assertThat(stopped.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(done).containsExactly("running");
    }

    @Test
    void aPoolThatFinishesItsQueueDoesTheQueuedWorkBeforeItReportsItselfStopped() throws InterruptedException {
        TestPool pool = new TestPool(WorkPool.Unstarted.FINISH, 10, Duration.ofSeconds(5));
        pool.start();
        pool.execute(() -> {
            block();
            done.add("first");
        });
        assertThat(running.await(5, TimeUnit.SECONDS)).isTrue();
        pool.execute(() -> done.add("queued"));

        CountDownLatch stopped = new CountDownLatch(1);
        pool.stop(stopped::countDown);
        letItFinish.countDown();

        assertThat(stopped.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(done).containsExactly("first", "queued");
        assertThat(handedBack).isEmpty();
    }

    @Test
    void afterStopWorkIsRefusedAndClaimedWorkIsHandedBack() {
        TestPool pool = new TestPool(WorkPool.Unstarted.HAND_BACK, 10, Duration.ofSeconds(5));
        pool.start();
        pool.stop();

        assertThat(pool.isRunning()).isFalse();
        assertThat(pool.execute(() -> done.add("late"))).isFalse();
        pool.execute(claimed("late claim", () -> { }));
        assertThat(handedBack).containsExactly("late claim");
        assertThat(done).isEmpty();
    }

    @Test
    void whenTheQueueIsFullWorkIsRefusedAndClaimedWorkIsHandedBack() throws InterruptedException {
        TestPool pool = new TestPool(WorkPool.Unstarted.HAND_BACK, 1, Duration.ofSeconds(5));
        pool.start();
        pool.execute(claimed("running", this::block));
        assertThat(running.await(5, TimeUnit.SECONDS)).isTrue();
        pool.execute(claimed("queued", () -> { }));

        assertThat(pool.execute(() -> done.add("refused"))).isFalse();
        pool.execute(claimed("no room", () -> { }));

        assertThat(handedBack).containsExactly("no room");
        letItFinish.countDown();
        pool.stop();
    }

    @Test
    void aStopWaitsNoLongerThanTheDrainTimeoutForWorkThatDoesNotFinish() throws InterruptedException {
        TestPool pool = new TestPool(WorkPool.Unstarted.FINISH, 10, Duration.ofMillis(200));
        pool.start();
        pool.execute(this::block);
        assertThat(running.await(5, TimeUnit.SECONDS)).isTrue();
        pool.execute(() -> done.add("never started"));

        CountDownLatch stopped = new CountDownLatch(1);
        pool.stop(stopped::countDown);

        assertThat(stopped.await(5, TimeUnit.SECONDS)).as("stopped after the drain timeout").isTrue();
        assertThat(pool.queued()).isZero();
        letItFinish.countDown();
        Thread.sleep(100);
        assertThat(done).as("queued work dropped at the drain timeout").isEmpty();
    }

    @Test
    void aDisabledPoolTakesNoWork() {
        TestPool pool = new TestPool(WorkPool.Unstarted.HAND_BACK, 10, Duration.ofSeconds(5)) {
            @Override
            protected boolean enabled() {
                return false;
            }
        };
        pool.start();

        assertThat(pool.isRunning()).isFalse();
        assertThat(pool.execute(() -> done.add("refused"))).isFalse();
    }

    private void block() {
        running.countDown();
        try {
            letItFinish.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private WorkPool.ClaimedWork claimed(String name, Runnable work) {
        return new WorkPool.ClaimedWork() {
            @Override
            public void run() {
                work.run();
                done.add(name);
            }

            @Override
            public void handBack() {
                handedBack.add(name);
            }
        };
    }

    /** A pool of one thread, as small as makes "running" and "waiting" certain. */
    private static class TestPool extends WorkPool {

        TestPool(Unstarted unstarted, int capacity, Duration drainTimeout) {
            super(new Settings("test-pool", "Test pool", "items", 1, capacity, drainTimeout, unstarted));
        }
    }
}
