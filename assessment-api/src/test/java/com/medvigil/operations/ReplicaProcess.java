package com.medvigil.operations;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * One MedVigil replica as production runs it: the built jar in a JVM of its own, configured by
 * environment variables as the Helm chart does, its console log kept in a file. Stopped with a
 * real SIGTERM or SIGKILL.
 */
final class ReplicaProcess implements AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private final String name;
    private final Process process;
    private final int apiPort;
    private final int managementPort;
    private final Path log;

    private ReplicaProcess(String name, Process process, int apiPort, int managementPort, Path log) {
        this.name = name;
        this.process = process;
        this.apiPort = apiPort;
        this.managementPort = managementPort;
        this.log = log;
    }

    /** Starts {@code java -jar} with these environment variables (on top of SERVER_PORT and MANAGEMENT_SERVER_PORT). */
    static ReplicaProcess start(String name, Path jar, Map<String, String> environment, Path directory) {
        return start(name, jar, List.of("-Xmx384m", "-XX:+ExitOnOutOfMemoryError"), environment, directory);
    }

    /** The same with these JVM arguments (the heap among them) instead of the default ones. */
    static ReplicaProcess start(String name, Path jar, List<String> jvmArguments, Map<String, String> environment,
                                Path directory) {
        try {
            int apiPort = freePort();
            int managementPort = freePort();
            Path log = directory.resolve(name + ".log");
            List<String> command = new ArrayList<>(List.of(javaExecutable()));
            command.addAll(jvmArguments);
            command.addAll(List.of("-jar", jar.toString()));
            ProcessBuilder builder = new ProcessBuilder(command)
                    .directory(directory.toFile())
                    .redirectOutput(log.toFile())
                    .redirectError(directory.resolve(name + ".stderr").toFile());
            // The test run's own datasource variables name the shared test database: never inherit them.
            builder.environment().keySet().removeIf(key -> key.startsWith("SPRING_") || key.startsWith("MEDVIGIL_")
                    || key.startsWith("LOGGING_") || key.equals("JAVA_TOOL_OPTIONS"));
            builder.environment().putAll(environment);
            builder.environment().put("SERVER_PORT", Integer.toString(apiPort));
            builder.environment().put("MANAGEMENT_SERVER_PORT", Integer.toString(managementPort));
            return new ReplicaProcess(name, builder.start(), apiPort, managementPort, log);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start replica " + name, e);
        }
    }

    String name() {
        return name;
    }

    String baseUrl() {
        return "http://localhost:" + apiPort;
    }

    Path log() {
        return log;
    }

    /** Waits until the readiness probe answers UP, as Kubernetes would before routing traffic here. */
    void awaitReady(Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new AssertionError("Replica " + name + " exited with " + process.exitValue() + " while starting:\n" + tail());
            }
            if (readinessStatus() == 200) {
                return;
            }
            sleep(250);
        }
        throw new AssertionError("Replica " + name + " not ready within " + limit + ":\n" + tail());
    }

    /** The readiness probe's status code, or -1 when the management port does not answer. */
    int readinessStatus() {
        try {
            return HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + managementPort + "/actuator/health/readiness"))
                    .timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    PrometheusScrape scrape() {
        try {
            HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(
                    URI.create("http://localhost:" + managementPort + "/actuator/prometheus")).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new AssertionError("Replica " + name + ": /actuator/prometheus answered " + response.statusCode());
            }
            return PrometheusScrape.parse(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** What Kubernetes sends first. */
    void sigterm() {
        process.destroy();
    }

    /** What a crash, an OOM kill or an expired grace period amounts to. */
    void sigkill() {
        process.destroyForcibly();
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** The exit code, failing when the process is still running after the limit. */
    int awaitExit(Duration limit) {
        try {
            if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new AssertionError("Replica " + name + " still running " + limit + " after it was told to stop:\n" + tail());
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    List<String> logLines() {
        try {
            return Files.readAllLines(log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String tail() {
        List<String> lines = logLines();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
            try {
                process.waitFor(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
