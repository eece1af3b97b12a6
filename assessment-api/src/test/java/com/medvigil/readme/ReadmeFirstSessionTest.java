package com.medvigil.readme;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import com.medvigil.testing.ApiTest;
import com.medvigil.testing.LocalCommands;
import com.medvigil.testing.SharedFixtures;

/**
 * The README's first session, run as written: its {@code sh} block, pasted into bash at the
 * repository's root against the service on a random port (the block reads {@code BASE} and
 * {@code RECEIVER_PORT} from the environment for that, with the documented defaults otherwise).
 * The test profile lets webhooks reach a receiver on this machine, as the README tells a
 * developer to.
 */
@ApiTest
class ReadmeFirstSessionTest {

    private static final String SECTION = "## A first session";

    @LocalServerPort
    int port;

    @Test
    void everyCommandOfTheFirstSessionWorksWhenPastedInOrder() throws Exception {
        SharedFixtures.fixtures(); // the session pushes a Synthea bundle from ../shared
        LocalCommands.require("ReadmeFirstSessionTest", "bash", "curl", "jq");
        Path root = SharedFixtures.repositoryRoot();
        String session = firstShellBlockAfter(SECTION, Files.readString(root.resolve("README.md")));
        Path output = Files.createTempFile("readme-session", ".out");

        Process bash = environment(new ProcessBuilder("bash", "-euo", "pipefail", "-c", session))
                .directory(root.toFile()).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        boolean finished = bash.waitFor(4, TimeUnit.MINUTES);
        if (!finished) {
            bash.descendants().forEach(ProcessHandle::destroyForcibly);
            bash.destroyForcibly();
        }
        String printed = Files.readString(output, StandardCharsets.UTF_8);

        assertThat(finished).as("the session ended; it printed:%n%s", printed).isTrue();
        assertThat(bash.exitValue()).as("exit status; it printed:%n%s", printed).isZero();
        assertThat(printed)
                .contains("\"apiKey\":\"mvk_")
                .contains("revoked: HTTP 204")
                .contains("\"riskLevel\": \"SEVERE\"")
                .contains("verified assessment.completed assessment")
                .containsIgnoringCase("simvastatin")
                .containsIgnoringCase("clarithromycin")
                .contains("MedicationRequest/");
    }

    private ProcessBuilder environment(ProcessBuilder builder) throws IOException {
        builder.environment().put("BASE", "http://localhost:" + port);
        builder.environment().put("RECEIVER_PORT", Integer.toString(freePort()));
        return builder;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    /** The first fenced {@code sh} block after the heading. */
    static String firstShellBlockAfter(String heading, String markdown) {
        int section = markdown.indexOf(heading);
        assertThat(section).as("README has the section " + heading).isNotNegative();
        int open = markdown.indexOf("```sh\n", section);
        int close = markdown.indexOf("\n```", open + 6);
        return markdown.substring(open + "```sh\n".length(), close + 1);
    }
}
