package com.medvigil.operations;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One reading of /actuator/prometheus (the text format), for tests that check metric values. */
public record PrometheusScrape(List<Sample> samples) {

    private static final Pattern LINE = Pattern.compile("([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\\{(.*)})?\\s+(\\S+)");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\"");

    public record Sample(String name, Map<String, String> labels, double value) {
    }

    public static PrometheusScrape parse(String text) {
        List<Sample> samples = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            Matcher sample = LINE.matcher(line.strip());
            if (!sample.matches()) {
                throw new AssertionError("Not a Prometheus sample line: " + line);
            }
            Map<String, String> labels = new LinkedHashMap<>();
            if (sample.group(2) != null) {
                Matcher label = LABEL.matcher(sample.group(2));
                while (label.find()) {
                    labels.put(label.group(1), label.group(2));
                }
            }
            samples.add(new Sample(sample.group(1), labels, Double.parseDouble(sample.group(3).replace("Inf", "Infinity"))));
        }
        return new PrometheusScrape(samples);
    }

    /** The sum of the samples of this name whose labels include these {@code name=value} pairs. */
    public double sum(String name, String... labels) {
        return matching(name, labels).stream().mapToDouble(Sample::value).sum();
    }

    /** Whether any sample of this name exists (a gauge, or a counter that counted). */
    public boolean has(String name) {
        return samples.stream().anyMatch(sample -> sample.name().equals(name));
    }

    public List<Sample> matching(String name, String... labels) {
        return samples.stream()
                .filter(sample -> sample.name().equals(name))
                .filter(sample -> {
                    for (String pair : labels) {
                        String[] parts = pair.split("=", 2);
                        if (!parts[1].equals(sample.labels().get(parts[0]))) {
                            return false;
                        }
                    }
                    return true;
                })
                .toList();
    }
}
