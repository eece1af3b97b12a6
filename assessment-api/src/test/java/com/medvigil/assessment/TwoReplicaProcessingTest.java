package com.medvigil.assessment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

import com.medvigil.testing.Api;
import com.medvigil.testing.IsolatedDatabase;
import com.medvigil.testing.TestTenant;

/** Two replicas on one database: a few hundred assessments, each processed exactly once. */
class TwoReplicaProcessingTest {

    private static final int ASSESSMENTS = 300;

    @Test
    void everyAssessmentIsCompletedExactlyOnceWhenTwoReplicasShareTheWork() throws Exception {
        String[] settings = {"--medvigil.rate-limit.requests-per-minute=100000", "--medvigil.assessments.poll-interval=100ms"};
        try (IsolatedDatabase database = IsolatedDatabase.create("replicas")) {
            ConfigurableApplicationContext a = database.start(settings);
            ConfigurableApplicationContext b = database.start(settings);
            TestTenant tenant = IsolatedDatabase.apiOf(a).registerTenant();
            List<Api> replicas = List.of(IsolatedDatabase.apiOf(a), IsolatedDatabase.apiOf(b));
            ExecutorService clients = Executors.newFixedThreadPool(4);
            List<Future<String>> requested = new ArrayList<>();
            for (int i = 0; i < ASSESSMENTS; i++) {
                Api api = replicas.get(i % 2);
                requested.add(clients.submit(() -> api.requestAssessment(tenant, AssessmentApiTest.WARFARIN_AND_ASPIRIN)));
            }
            List<String> ids = new ArrayList<>();
            for (Future<String> id : requested) {
                ids.add(id.get());
            }
            clients.shutdown();
            for (int i = 0; i < ids.size(); i++) {
                replicas.get(i % 2).awaitProcessed(tenant, ids.get(i)).then().statusCode(200);
            }

            JdbcTemplate jdbc = a.getBean(JdbcTemplate.class);
            Map<String, Object> counts = jdbc.queryForMap("""
                    SELECT COUNT(*) AS assessments,
                           SUM(CASE WHEN status = 'COMPLETED' THEN 1 ELSE 0 END) AS completed,
                           (SELECT COUNT(*) FROM webhook_outbox) AS events,
                           (SELECT COUNT(DISTINCT assessment_id) FROM webhook_outbox) AS assessments_with_events,
                           (SELECT COUNT(*) FROM assessment_job) AS jobs_left
                    FROM assessment""");
            assertThat(((Number) counts.get("assessments")).intValue()).isEqualTo(ASSESSMENTS);
            assertThat(((Number) counts.get("completed")).intValue()).isEqualTo(ASSESSMENTS);
            assertThat(((Number) counts.get("events")).intValue()).isEqualTo(ASSESSMENTS);
            assertThat(((Number) counts.get("assessments_with_events")).intValue()).isEqualTo(ASSESSMENTS);
            assertThat(((Number) counts.get("jobs_left")).intValue()).isZero();
        }
    }
}
