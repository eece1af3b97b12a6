package com.medvigil.assessment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.oneOf;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

import com.medvigil.model.assessment.AssessmentJobs;
import com.medvigil.model.assessment.ClaimedJob;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.testing.Api;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.TestTenant;

/** Work left behind by a stopped instance is finished by the next one to start. */
class AssessmentRestartTest {

    @Test
    void assessmentsLeftPendingOrProcessingCompleteAfterTheNextStart() {
        try (IsolatedDatabase database = IsolatedDatabase.create("restart")) {
            TestTenant tenant;
            List<String> ids = new ArrayList<>();
            try (ConfigurableApplicationContext first = database.start("--medvigil.assessments.processing-enabled=false")) {
                Api api = IsolatedDatabase.apiOf(first);
                tenant = api.registerTenant();
                for (int i = 0; i < 5; i++) {
                    ids.add(api.requestAssessment(tenant, AssessmentApiTest.WARFARIN_AND_ASPIRIN));
                }
                // Two were being processed when the instance died: claimed, PROCESSING, their lease running out.
                List<ClaimedJob> claimed = first.getBean(AssessmentJobs.class).claimDue(2, "crashed-worker", Duration.ofMillis(1));
                assertThat(claimed).hasSize(2);
                claimed.forEach(job -> first.getBean(TenantContext.class)
                        .runAs(job.tenantId(), () -> first.getBean(AssessmentOutcomes.class).start(job, Duration.ofMillis(1))));
                // Until an assessment is COMPLETED its result fields are null.
                ids.forEach(id -> api.as(tenant).get("/v1/assessments/" + id).then()
                        .body("status", oneOf("PENDING", "PROCESSING"))
                        .body("reviewStatus", equalTo("open"))
                        .body("riskLevel", nullValue())
                        .body("summary", nullValue())
                        .body("narrative", nullValue())
                        .body("dosageFindings", nullValue())
                        .body("symptoms", nullValue())
                        .body("completedAt", nullValue()));
            }

            ConfigurableApplicationContext second = database.start("--medvigil.assessments.poll-interval=200ms");
            Api api = IsolatedDatabase.apiOf(second);
            for (String id : ids) {
                api.awaitProcessed(tenant, id).then().body("status", equalTo("COMPLETED"));
            }
            JdbcTemplate jdbc = second.getBean(JdbcTemplate.class);
            assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM assessment_job", Integer.class)).isZero();
            for (String id : ids) {
                assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM webhook_outbox WHERE assessment_id = ?",
                        Integer.class, UUID.fromString(id))).as("events of " + id).isEqualTo(1);
            }
        }
    }
}
