package com.medvigil.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the repository's Dockerfile sets for the service, read from it so that the benchmark that
 * starts the service as the image does and the test of the chart's memory figures follow it
 * instead of a copy: the JVM's environment, the heap's share of the container's memory, and the
 * arguments of the start that records the AOT cache.
 */
public final class ContainerImage {

    private static final Pattern ENVIRONMENT =
            Pattern.compile("(?m)^ENV (JAVA_TOOL_OPTIONS|MALLOC_ARENA_MAX)=\"?([^\"\n]*)\"?$");
    private static final Pattern HEAP_SHARE = Pattern.compile("-XX:MaxRAMPercentage=([0-9.]+)");
    /** {@code RUN java <arguments> -jar medvigil.jar}: the training start of the runtime stage. */
    private static final Pattern AOT_TRAINING = Pattern.compile("(?m)^RUN java ((?:-\\S+ )+)-jar medvigil\\.jar");

    private final String dockerfile;

    private ContainerImage(String dockerfile) {
        this.dockerfile = dockerfile;
    }

    public static ContainerImage fromRepository() throws IOException {
        return new ContainerImage(Files.readString(SharedFixtures.repositoryRoot().resolve("Dockerfile")));
    }

    /** The environment the image gives the JVM: JAVA_TOOL_OPTIONS and MALLOC_ARENA_MAX. */
    public Map<String, String> environment() {
        Map<String, String> environment = new HashMap<>();
        Matcher line = ENVIRONMENT.matcher(dockerfile);
        while (line.find()) {
            environment.put(line.group(1), line.group(2));
        }
        if (environment.size() != 2) {
            throw new AssertionError("the Dockerfile no longer sets JAVA_TOOL_OPTIONS and MALLOC_ARENA_MAX: " + environment);
        }
        return environment;
    }

    /** The heap's share of the container's memory limit, from MaxRAMPercentage (0.36 for 36%). */
    public double heapShare() {
        Matcher share = HEAP_SHARE.matcher(environment().get("JAVA_TOOL_OPTIONS"));
        if (!share.find()) {
            throw new AssertionError("the Dockerfile's JAVA_TOOL_OPTIONS set no MaxRAMPercentage");
        }
        return Double.parseDouble(share.group(1)) / 100;
    }

    /** The JVM arguments of the start that records the AOT cache, e.g. {@code -XX:AOTCacheOutput=medvigil.aot}. */
    public List<String> aotTrainingArguments() {
        Matcher training = AOT_TRAINING.matcher(dockerfile);
        if (!training.find()) {
            throw new AssertionError("the Dockerfile no longer records an AOT cache with 'RUN java ... -jar medvigil.jar'");
        }
        return List.of(training.group(1).trim().split(" "));
    }
}
