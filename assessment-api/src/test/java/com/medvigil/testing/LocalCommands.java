package com.medvigil.testing;

import java.io.IOException;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Programs beyond the JDK that some tests run (node and npm for the real FHIR clients; bash, curl
 * and jq for the README's session). The README promises a test run with only a JDK, so where one
 * is missing the test is skipped with a visible notice; CI sets {@code MEDVIGIL_REQUIRE_FIXTURES=true},
 * which turns that into a failure, so these tests always run there.
 */
public final class LocalCommands {

    private LocalCommands() {
    }

    /** Skips (or, in CI, fails) the calling test unless every command answers {@code --version}. */
    public static void require(String testName, String... commands) throws InterruptedException {
        for (String command : commands) {
            if (!onPath(command)) {
                String notice = "NOTICE: " + String.join(", ", commands) + " are needed for " + testName
                        + "; " + command + " is missing, so it was skipped";
                System.out.println(notice);
                if ("true".equalsIgnoreCase(System.getenv("MEDVIGIL_REQUIRE_FIXTURES"))) {
                    Assertions.fail(notice + " (MEDVIGIL_REQUIRE_FIXTURES=true)");
                }
                Assumptions.abort(notice);
            }
        }
    }

    private static boolean onPath(String command) throws InterruptedException {
        try {
            return new ProcessBuilder(command, "--version").redirectErrorStream(true).start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        }
    }
}
