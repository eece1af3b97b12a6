package com.medvigil.assessment;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.assessment.AssessmentOutcomes.StoredResult;
import com.medvigil.model.assessment.AssessmentJobs;
import com.medvigil.model.assessment.ClaimedJob;
import com.medvigil.model.assessment.RiskLevel;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.testing.Api;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.TestTenant;

import io.restassured.http.ContentType;

/**
 * A reviewer may set the review status while the worker is storing the result; neither write may
 * undo the other. The worker's completion transaction is held open while the review request runs.
 */
class ReviewDuringProcessingTest {

    @Test
    void aReviewStatusSetWhileTheResultIsBeingStoredIsKept() throws Exception {
        try (IsolatedDatabase database = IsolatedDatabase.create("review")) {
            ConfigurableApplicationContext app = database.start("--medvigil.assessments.processing-enabled=false");
            Api api = IsolatedDatabase.apiOf(app);
            TestTenant tenant = api.registerTenant();
            String assessmentId = api.requestAssessment(tenant, AssessmentApiTest.WARFARIN_AND_ASPIRIN);
            List<ClaimedJob> claimed = app.getBean(AssessmentJobs.class).claimDue(1, "worker", Duration.ofMinutes(1));
            ClaimedJob job = claimed.get(0);
            TenantContext tenants = app.getBean(TenantContext.class);
            AssessmentOutcomes outcomes = app.getBean(AssessmentOutcomes.class);
            tenants.runAs(job.tenantId(), () -> outcomes.start(job, Duration.ofMinutes(1)));
            TransactionTemplate transaction = new TransactionTemplate(app.getBean(PlatformTransactionManager.class));
            AtomicReference<CompletableFuture<Integer>> review = new AtomicReference<>();

            tenants.runAs(job.tenantId(), () -> transaction.executeWithoutResult(status -> {
                outcomes.complete(job, new StoredResult(RiskLevel.MILD, "No serious findings", "{}", "{}"));
                review.set(CompletableFuture.supplyAsync(() -> api.as(tenant).contentType(ContentType.JSON)
                        .body("{\"status\": \"in_review\"}")
                        .patch("/v1/assessments/" + assessmentId + "/status").statusCode()));
                pause(Duration.ofMillis(400));
            }));

            assertThat(review.get().get(30, TimeUnit.SECONDS)).isEqualTo(200);
            var row = app.getBean(JdbcTemplate.class).queryForMap(
                    "SELECT status, review_status FROM assessment WHERE id = ?", UUID.fromString(assessmentId));
            assertThat(row).containsEntry("status", "COMPLETED").containsEntry("review_status", "IN_REVIEW");
        }
    }

    private static void pause(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
