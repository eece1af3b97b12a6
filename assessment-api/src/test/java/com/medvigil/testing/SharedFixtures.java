package com.medvigil.testing;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * The real EHR-shaped data in {@code ../shared/fixtures}, beside the repository root. It is read
 * in place, never copied. Where a clone has no {@code ../shared}, fixture tests are skipped with a
 * visible notice; CI sets {@code MEDVIGIL_REQUIRE_FIXTURES=true}, which turns that into a failure.
 */
public final class SharedFixtures {

    private SharedFixtures() {
    }

    /** {@code ../shared/fixtures}, skipping (or failing in CI) the calling test when it is absent. */
    public static Path fixtures() {
        Path fixtures = repositoryRoot().resolve("../shared/fixtures").normalize();
        if (!Files.isDirectory(fixtures)) {
            String notice = "NOTICE: " + fixtures + " is absent; the tests over real Synthea data did not run";
            if ("true".equalsIgnoreCase(System.getenv("MEDVIGIL_REQUIRE_FIXTURES"))) {
                Assertions.fail(notice + " (MEDVIGIL_REQUIRE_FIXTURES=true)");
            }
            System.err.println(notice);
            Assumptions.abort(notice);
        }
        return fixtures;
    }

    /** One of the Synthea folders, such as {@code smart-generated-sample-data-r4}. */
    public static Path synthea(String folder) {
        return fixtures().resolve("synthea").resolve(folder);
    }

    /** The checkout's top folder: the nearest ancestor of the working directory holding {@code mvnw}. */
    public static Path repositoryRoot() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.exists(dir.resolve("mvnw"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException("Not inside the MedVigil checkout: no mvnw above " + Path.of("").toAbsolutePath());
        }
        return dir;
    }
}
