package com.medvigil.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;

import com.medvigil.MedVigilApplication;

/**
 * The embedded default keeps patient data and the webhook key under {@code ./data}: the service
 * started on a file-based H2 leaves the directory and every file in it readable by its own user
 * only, also when an older version left them open to others.
 */
@ExtendWith(OutputCaptureExtension.class)
class EmbeddedDatabaseFilesTest {

    static final String H2_OPTIONS = ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_ON_EXIT=FALSE";

    @TempDir
    Path workingDirectory;

    @Test
    void aFirstStartCreatesTheDataDirectoryAndItsFilesForTheOwnerOnly() throws Exception {
        Path data = workingDirectory.resolve("data");

        try (ConfigurableApplicationContext service = startOn(data)) {
            assertThat(modeOf(data)).isEqualTo("rwx------");
            assertThat(modesOfFilesIn(data)).containsKeys("medvigil.mv.db", "webhook-secret.key")
                    .allSatisfy((file, mode) -> assertThat(mode).as(file).isEqualTo("rw-------"));
        }
    }

    @Test
    void aDataDirectoryLeftOpenByAnOlderVersionIsNarrowedAtStartAndSaysWhat(CapturedOutput output) throws Exception {
        Path data = Files.createDirectories(workingDirectory.resolve("data"));
        try (Connection olderVersion = DriverManager.getConnection("jdbc:h2:file:" + data.resolve("medvigil") + H2_OPTIONS,
                "sa", "")) {
            assertThat(olderVersion.isValid(1)).isTrue();
        }
        String key = Base64.getEncoder().encodeToString(new byte[32]);
        Files.writeString(data.resolve("webhook-secret.key"), key + "\n");
        Files.writeString(data.resolve("medvigil.trace.db"), "an H2 trace\n");
        openToEveryone(data, "rwxr-xr-x");
        try (Stream<Path> files = Files.list(data)) {
            for (Path file : files.toList()) {
                openToEveryone(file, "rw-r--r--");
            }
        }

        try (ConfigurableApplicationContext service = startOn(data)) {
            assertThat(modeOf(data)).isEqualTo("rwx------");
            assertThat(modesOfFilesIn(data)).containsKeys("medvigil.mv.db", "medvigil.trace.db", "webhook-secret.key")
                    .allSatisfy((file, mode) -> assertThat(mode).as(file).isEqualTo("rw-------"));
        }
        String narrowed = output.getOut().lines().filter(line -> line.contains("readable by their owner only")).findFirst()
                .orElseThrow();
        assertThat(narrowed).contains(data + " rwxr-xr-x -> rwx------")
                .contains(data.resolve("medvigil.mv.db") + " rw-r--r-- -> rw-------")
                .contains(data.resolve("webhook-secret.key") + " rw-r--r-- -> rw-------");
        assertThat(output.getOut()).doesNotContain(key);
    }

    @Test
    void onlyAnH2UrlNamingAFileHasFilesToKeep() {
        Path working = Path.of("/srv/medvigil");
        Path home = Path.of("/home/medvigil");

        assertThat(EmbeddedDatabaseFiles.databasePath("jdbc:h2:file:./data/medvigil;MODE=PostgreSQL", working, home))
                .contains(Path.of("/srv/medvigil/data/medvigil"));
        assertThat(EmbeddedDatabaseFiles.databasePath("jdbc:h2:/var/lib/medvigil/db", working, home))
                .contains(Path.of("/var/lib/medvigil/db"));
        assertThat(EmbeddedDatabaseFiles.databasePath("jdbc:h2:~/medvigil", working, home))
                .contains(Path.of("/home/medvigil/medvigil"));
        for (String other : List.of("jdbc:h2:mem:medvigil-test;DB_CLOSE_DELAY=-1", "jdbc:h2:tcp://db:9092/medvigil",
                "jdbc:postgresql://db:5432/medvigil")) {
            assertThat(EmbeddedDatabaseFiles.databasePath(other, working, home)).as(other).isEmpty();
        }
        assertThat(EmbeddedDatabaseFiles.databasePath(null, working, home)).isEmpty();
    }

    /** The service as a developer starts it: the embedded default, here with its ./data in a directory of the test's own. */
    private static ConfigurableApplicationContext startOn(Path data) {
        return new SpringApplicationBuilder(MedVigilApplication.class).run(
                "--server.port=0", "--management.server.port=0",
                "--spring.datasource.url=jdbc:h2:file:" + data.resolve("medvigil") + H2_OPTIONS,
                "--spring.datasource.username=sa", "--spring.datasource.password=",
                "--medvigil.webhooks.secret-encryption-key-file=" + data.resolve("webhook-secret.key"));
    }

    private static String modeOf(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }

    private static Map<String, String> modesOfFilesIn(Path directory) throws IOException {
        Map<String, String> modes = new TreeMap<>();
        try (Stream<Path> files = Files.list(directory)) {
            for (Path file : files.toList()) {
                modes.put(file.getFileName().toString(), modeOf(file));
            }
        }
        return modes;
    }

    private static void openToEveryone(Path path, String mode) throws IOException {
        Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(mode));
    }
}
