package com.medvigil.embedded;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationEnvironmentPreparedEvent;
import org.springframework.boot.context.event.ApplicationStartedEvent;
import org.springframework.boot.context.event.SpringApplicationEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.core.env.Environment;

/**
 * Keeps the files of a file-based H2 database readable by the service's own user only: they hold
 * patient data, and the webhook key file beside them decrypts webhook secrets. Java cannot set
 * the umask, and H2 creates its files itself, so the directory is made owner-only (or narrowed
 * to it) before the datasource opens: nothing H2 creates in it later is reachable by anyone else.
 * The files are narrowed to {@code rw-------} then too (those of an older version), and again
 * once the application has started (those H2 has just created). Nothing is done for other
 * databases, nor on file systems without POSIX permissions.
 *
 * <p>Registered in {@code META-INF/spring.factories}: it must run before any bean is created.
 */
final class EmbeddedDatabaseFiles implements ApplicationListener<SpringApplicationEvent> {

    private static final Logger log = LoggerFactory.getLogger(EmbeddedDatabaseFiles.class);
    static final Set<PosixFilePermission> OWNER_ONLY_DIRECTORY = PosixFilePermissions.fromString("rwx------");
    static final Set<PosixFilePermission> OWNER_ONLY_FILE = PosixFilePermissions.fromString("rw-------");
    /** {@code mem:}, {@code tcp:}, {@code ssl:}, {@code zip:} and H2's other storages that are not a plain file. */
    private static final Pattern OTHER_STORAGE = Pattern.compile("[A-Za-z][A-Za-z0-9]*:.*");

    @Override
    public void onApplicationEvent(SpringApplicationEvent event) {
        if (event instanceof ApplicationEnvironmentPreparedEvent prepared) {
            protect(prepared.getEnvironment(), true);
        } else if (event instanceof ApplicationStartedEvent started) {
            protect(started.getApplicationContext().getEnvironment(), false);
        }
    }

    /** {@code beforeOpening}: the files found are left by earlier starts, and narrowing one is worth saying. */
    private static void protect(Environment environment, boolean beforeOpening) {
        if (!FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            return;
        }
        Path workingDirectory = Path.of("").toAbsolutePath();
        Optional<Path> database = databasePath(environment.getProperty("spring.datasource.url"), workingDirectory,
                Path.of(System.getProperty("user.home")));
        if (database.isEmpty()) {
            return;
        }
        String keyFile = environment.getProperty("medvigil.webhooks.secret-encryption-key-file");
        Path key = keyFile == null || keyFile.isBlank() ? null : workingDirectory.resolve(keyFile).normalize();
        new Narrowing(database.get(), key).run(beforeOpening);
    }

    /**
     * The database path of an H2 URL that names a file ({@code jdbc:h2:file:./data/medvigil;...}
     * or {@code jdbc:h2:./data/medvigil}): the directory and the name its files start with.
     */
    static Optional<Path> databasePath(String url, Path workingDirectory, Path home) {
        if (url == null || !url.startsWith("jdbc:h2:")) {
            return Optional.empty();
        }
        String location = url.substring("jdbc:h2:".length());
        int settings = location.indexOf(';');
        if (settings >= 0) {
            location = location.substring(0, settings);
        }
        if (location.startsWith("file:")) {
            location = location.substring("file:".length());
        } else if (OTHER_STORAGE.matcher(location).matches()) {
            return Optional.empty();
        }
        if (location.isEmpty()) {
            return Optional.empty();
        }
        if (location.equals("~") || location.startsWith("~/")) {
            location = home + location.substring(1);
        }
        Path path = workingDirectory.resolve(location).normalize();
        return path.getParent() == null ? Optional.empty() : Optional.of(path);
    }

    /** One pass over the database's directory. */
    private static final class Narrowing {

        private final Path directory;
        private final String databaseName;
        private final Path keyFile;
        private final List<String> changed = new ArrayList<>();

        Narrowing(Path database, Path keyFile) {
            this.directory = database.getParent();
            this.databaseName = database.getFileName().toString();
            this.keyFile = keyFile;
        }

        void run(boolean beforeOpening) {
            try {
                if (Files.notExists(directory, LinkOption.NOFOLLOW_LINKS)) {
                    // Created with its permissions: never open to others, not even for a moment.
                    Files.createDirectories(directory, PosixFilePermissions.asFileAttribute(OWNER_ONLY_DIRECTORY));
                    Files.setPosixFilePermissions(directory, OWNER_ONLY_DIRECTORY);
                    return;
                }
                List<Path> ours = new ArrayList<>();
                boolean sharedWithOtherFiles = false;
                try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory)) {
                    for (Path entry : entries) {
                        if (isOurs(entry)) {
                            ours.add(entry);
                        } else {
                            sharedWithOtherFiles = true;
                        }
                    }
                }
                if (sharedWithOtherFiles) {
                    warnIfOpen();
                } else {
                    narrow(directory, OWNER_ONLY_DIRECTORY);
                }
                for (Path file : ours) {
                    if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                        narrow(file, OWNER_ONLY_FILE);
                    }
                }
            } catch (IOException e) {
                log.warn("Could not make the embedded database's directory {} readable by its owner only: {}", directory,
                        e.toString());
            }
            if (!changed.isEmpty()) {
                if (beforeOpening) {
                    log.info("Made the embedded database's files readable by their owner only: {}", String.join(", ", changed));
                } else {
                    log.debug("Made the files the embedded database created readable by their owner only: {}",
                            String.join(", ", changed));
                }
            }
        }

        /** H2's files of this database ({@code medvigil.mv.db}, {@code medvigil.trace.db}, ...) and the webhook key file. */
        private boolean isOurs(Path entry) {
            String name = entry.getFileName().toString();
            return name.startsWith(databaseName + ".") || entry.equals(keyFile);
        }

        private void narrow(Path path, Set<PosixFilePermission> wanted) {
            try {
                Set<PosixFilePermission> current = Files.getPosixFilePermissions(path, LinkOption.NOFOLLOW_LINKS);
                if (!current.equals(wanted)) {
                    Files.setPosixFilePermissions(path, wanted);
                    changed.add(path + " " + PosixFilePermissions.toString(current) + " -> "
                            + PosixFilePermissions.toString(wanted));
                }
            } catch (IOException e) {
                log.warn("Could not make {} readable by its owner only: {}", path, e.toString());
            }
        }

        private void warnIfOpen() throws IOException {
            Set<PosixFilePermission> current = Files.getPosixFilePermissions(directory);
            if (!current.equals(OWNER_ONLY_DIRECTORY)) {
                log.warn("The embedded database's directory {} holds other files too, so it was left as it is ({});"
                        + " its database files were made readable by their owner only. Give the database a directory"
                        + " of its own, which the service keeps rwx------.", directory,
                        PosixFilePermissions.toString(current));
            }
        }
    }
}
