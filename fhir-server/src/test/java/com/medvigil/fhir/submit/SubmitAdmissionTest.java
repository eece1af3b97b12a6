package com.medvigil.fhir.submit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import ca.uhn.fhir.rest.server.exceptions.BaseServerResponseException;

class SubmitAdmissionTest {

    private static final long MAX_BYTES = 25L * 1024 * 1024;
    private static final long SMALL = MAX_BYTES / 4;
    private static final long LARGE = MAX_BYTES / 4 + 1;

    private static SubmitAdmission admission(Duration wait) {
        return new SubmitAdmission(new SubmitLimits(10_000, MAX_BYTES, 2, wait));
    }

    @Test
    void smallBundlesShareTheSlotsAndAThirdWaitsForOne() throws Exception {
        SubmitAdmission admission = admission(Duration.ofSeconds(5));
        SubmitAdmission.Slot first = admission.enter(1_000);
        SubmitAdmission.Slot second = admission.enter(SMALL);
        CompletableFuture<SubmitAdmission.Slot> third = CompletableFuture.supplyAsync(() -> admission.enter(2_000));
        Thread.sleep(200);
        assertThat(third).isNotDone();

        first.close();
        third.get(2, TimeUnit.SECONDS).close();
        second.close();
    }

    @Test
    void aLargeBundleOrOneOfUnknownLengthIsStoredAlone() throws Exception {
        SubmitAdmission admission = admission(Duration.ofSeconds(5));
        SubmitAdmission.Slot small = admission.enter(1_000);
        CompletableFuture<SubmitAdmission.Slot> large = CompletableFuture.supplyAsync(() -> admission.enter(LARGE));
        Thread.sleep(200);
        assertThat(large).as("a large bundle while a small one is stored").isNotDone();

        small.close();
        SubmitAdmission.Slot stored = large.get(2, TimeUnit.SECONDS);
        CompletableFuture<SubmitAdmission.Slot> chunked = CompletableFuture.supplyAsync(() -> admission.enter(-1));
        CompletableFuture<SubmitAdmission.Slot> another = CompletableFuture.supplyAsync(() -> admission.enter(1_000));
        Thread.sleep(200);
        assertThat(chunked).as("a bundle of unknown length while a large one is stored").isNotDone();
        assertThat(another).as("even a small one waits while a large one is stored").isNotDone();

        stored.close();
        // Either may enter first, and the bundle of unknown length is stored alone: close whichever
        // got in before waiting for the other (waiting for a fixed one first could wait on itself).
        SubmitAdmission.Slot firstIn = (SubmitAdmission.Slot) CompletableFuture.anyOf(chunked, another)
                .get(2, TimeUnit.SECONDS);
        firstIn.close();
        CompletableFuture<SubmitAdmission.Slot> second = chunked.getNow(null) == firstIn ? another : chunked;
        second.get(2, TimeUnit.SECONDS).close();
    }

    @Test
    void aBundleThatFindsNoRoomInTimeIsAnswered503WithRetryAfter() {
        SubmitAdmission admission = admission(Duration.ofMillis(100));
        try (SubmitAdmission.Slot large = admission.enter(LARGE)) {
            assertThatThrownBy(() -> admission.enter(1_000))
                    .isInstanceOfSatisfying(BaseServerResponseException.class, busy -> {
                        assertThat(busy.getStatusCode()).isEqualTo(503);
                        assertThat(busy.getResponseHeaders()).containsKey("Retry-After");
                        assertThat(busy.getMessage()).contains("send it again after");
                    });
        }
        admission.enter(LARGE).close();
    }
}
