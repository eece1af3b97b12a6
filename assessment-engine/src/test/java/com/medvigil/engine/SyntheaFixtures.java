package com.medvigil.engine;

import org.junit.jupiter.api.Assumptions;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Where the shared Synthea fixtures live: ../shared/fixtures from the repository root (the folder holding mvnw).
 * They are read in place and never copied into the repository.
 */
public final class SyntheaFixtures {

    private SyntheaFixtures() {
    }

    /**
     * The fixtures folder. When it is absent the calling test is skipped with a visible notice, or fails when
     * MEDVIGIL_REQUIRE_FIXTURES=true.
     */
    public static Path requireOrSkip(String testName) {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.exists(dir.resolve("mvnw"))) {
            dir = dir.getParent();
        }
        Path fixtures = dir == null ? null : dir.resolve("../shared/fixtures").normalize();
        if (fixtures != null && Files.isDirectory(fixtures)) {
            return fixtures;
        }
        String notice = "NOTICE: Synthea fixtures not found at ../shared/fixtures; " + testName + " skipped";
        System.out.println(notice);
        assertThat("true".equalsIgnoreCase(System.getenv("MEDVIGIL_REQUIRE_FIXTURES")))
                .as("MEDVIGIL_REQUIRE_FIXTURES=true but " + notice).isFalse();
        Assumptions.abort(notice);
        return null;
    }
}
