package com.medvigil.assessment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;

import com.medvigil.model.assessment.AssessmentJobs;
import com.medvigil.model.assessment.ClaimedJob;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.testing.Api;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.TestTenant;

/**
 * A job the poller claimed may wait in the local queue before a worker starts it. Its lease must
 * then run from the start of the work, not from the claim: otherwise a busy replica's queued jobs
 * are taken over by another worker while the first still does them, and each takeover uses up
 * one of the job's attempts until the assessment fails without any error.
 */
class QueuedClaimLeaseTest {

    @Test
    void startingAJobRenewsItsLeaseSoNobodyTakesItOverWhileItIsProcessed() throws Exception {
        try (IsolatedDatabase database = IsolatedDatabase.create("lease")) {
            ConfigurableApplicationContext app = database.start("--medvigil.assessments.processing-enabled=false");
            Api api = IsolatedDatabase.apiOf(app);
            TestTenant tenant = api.registerTenant();
            api.requestAssessment(tenant, AssessmentApiTest.WARFARIN_AND_ASPIRIN);
            AssessmentJobs jobs = app.getBean(AssessmentJobs.class);
            AssessmentOutcomes outcomes = app.getBean(AssessmentOutcomes.class);
            TenantContext tenants = app.getBean(TenantContext.class);

            ClaimedJob queued = jobs.claimDue(1, "busy-replica", Duration.ofMillis(300)).get(0);
            Thread.sleep(500);
            tenants.runAs(queued.tenantId(), () -> outcomes.start(queued, Duration.ofMinutes(1)));

            assertThat(jobs.claimDue(1, "other-replica", Duration.ofMinutes(1))).as("claims of another replica").isEmpty();
        }
    }

    @Test
    void aJobTakenOverWhileItWaitedIsNotStartedByTheWorkerThatLostIt() throws Exception {
        try (IsolatedDatabase database = IsolatedDatabase.create("lease")) {
            ConfigurableApplicationContext app = database.start("--medvigil.assessments.processing-enabled=false");
            Api api = IsolatedDatabase.apiOf(app);
            TestTenant tenant = api.registerTenant();
            api.requestAssessment(tenant, AssessmentApiTest.WARFARIN_AND_ASPIRIN);
            AssessmentJobs jobs = app.getBean(AssessmentJobs.class);
            AssessmentOutcomes outcomes = app.getBean(AssessmentOutcomes.class);
            TenantContext tenants = app.getBean(TenantContext.class);

            ClaimedJob queued = jobs.claimDue(1, "busy-replica", Duration.ofMillis(300)).get(0);
            Thread.sleep(500);
            List<ClaimedJob> takenOver = jobs.claimDue(1, "other-replica", Duration.ofMinutes(1));
            assertThat(takenOver).hasSize(1);

            assertThatThrownBy(() -> tenants.runAs(queued.tenantId(), () -> outcomes.start(queued, Duration.ofMinutes(1))))
                    .isInstanceOf(LeaseLostException.class);
        }
    }
}
