package com.medvigil.fhir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.SharedFixtures;
import com.medvigil.testing.TestTenant;

import io.restassured.path.json.JsonPath;

/**
 * What the opt-in {@code _validate=profile} costs: the same Synthea bundles submitted with and
 * without it, the first validated call (the validator's warm-up) timed apart. Prints figures for
 * docs/fhir.md.
 */
@Tag("benchmark")
@ApiTest
class ProfileValidationBenchmark {

    @LocalServerPort
    int port;

    @Test
    void profileValidationCostPerResource() throws Exception {
        Api api = new Api(port);
        TestTenant tenant = api.registerTenant();
        Path folder = SharedFixtures.synthea("smart-generated-sample-data-r4");
        List<Path> files;
        try (var listing = Files.list(folder)) {
            files = listing.filter(f -> f.getFileName().toString().matches("[A-Z].*\\.json")).sorted().limit(6).toList();
        }
        Runtime runtime = Runtime.getRuntime();
        StringBuilder report = new StringBuilder("\nProfile validation cost (Synthea bundles, served resources only)\n");
        for (String mode : List.of("", "?_validate=profile")) {
            for (Path file : files) {
                byte[] body = Files.readAllBytes(file);
                System.gc();
                long heapBefore = runtime.totalMemory() - runtime.freeMemory();
                long started = System.nanoTime();
                JsonPath result = api.asFhirClient(tenant).contentType("application/fhir+json").body(body)
                        .post("/v1/fhir/$submit" + mode).then().statusCode(200).extract().jsonPath();
                double millis = (System.nanoTime() - started) / 1e6;
                int served = result.getInt("summary.patients") + result.getInt("summary.medicationRequests")
                        + result.getInt("summary.conditions") + result.getInt("summary.allergies")
                        + result.getInt("summary.observations") + result.getInt("summary.encounters")
                        + result.getInt("summary.errors");
                long heapAfter = runtime.totalMemory() - runtime.freeMemory();
                report.append(String.format(Locale.ROOT, "%-20s %-40s %4d resources %8.0f ms  %6.2f ms/resource"
                                + "  errors %d  heap +%d MB%n", mode.isEmpty() ? "default" : "_validate=profile",
                        file.getFileName().toString().substring(0, Math.min(40, file.getFileName().toString().length())),
                        served, millis, millis / served, result.getInt("summary.errors"), (heapAfter - heapBefore) >> 20));
            }
        }
        System.out.println(report);
        Files.writeString(Path.of("target", "profile-validation-benchmark.txt"), report.toString());
    }
}
