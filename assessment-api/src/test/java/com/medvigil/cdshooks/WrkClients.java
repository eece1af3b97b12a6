package com.medvigil.cdshooks;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Closed-loop clients in a process of their own: wrk (Debian's package {@code wrk}), one
 * connection per client, each sending its next call when the last is answered, with fresh ids
 * swapped into one call body by a Lua script. Benchmarks use it where it is installed, so that the
 * clients' CPU is not counted as the service's.
 */
final class WrkClients {

    private static final Path WRK = Path.of("/usr/bin/wrk");

    private final URI uri;
    private final String apiKey;
    private final String callTemplate;
    private final List<String> placeholders;

    /** {@code placeholders}: the ids in the template that each call replaces with fresh ones. */
    WrkClients(URI uri, String apiKey, String callTemplate, String... placeholders) {
        this.uri = uri;
        this.apiKey = apiKey;
        this.callTemplate = callTemplate;
        this.placeholders = Arrays.asList(placeholders);
    }

    /** Where wrk is installed, unless MEDVIGIL_BENCH_CLIENTS_IN=jvm asks for clients in the test process. */
    static boolean available() {
        return Files.isExecutable(WRK) && !"jvm".equals(System.getenv("MEDVIGIL_BENCH_CLIENTS_IN"));
    }

    /** Latency as wrk measured it, in milliseconds, over every call of the run. */
    record Figures(long calls, double seconds, double p50Millis, double p95Millis, double p99Millis, double maxMillis) {

        double callsPerSecond() {
            return calls / seconds;
        }
    }

    Figures run(int clients, int seconds) throws IOException, InterruptedException {
        Path folder = Files.createTempDirectory("medvigil-wrk-");
        try {
            Path body = Files.writeString(folder.resolve("call.json"), callTemplate, StandardCharsets.UTF_8);
            Path script = Files.writeString(folder.resolve("calls.lua"), script(body), StandardCharsets.UTF_8);
            Process wrk = new ProcessBuilder(WRK.toString(), "-t2", "-c" + clients, "-d" + seconds + "s",
                    "--timeout", "10s", "-s", script.toString(), uri.toString()).redirectErrorStream(true).start();
            String output = new String(wrk.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (wrk.waitFor() != 0) {
                throw new AssertionError("wrk failed:\n" + output);
            }
            return figures(output);
        } finally {
            try (var files = Files.list(folder)) {
                for (Path file : files.toList()) {
                    Files.delete(file);
                }
            }
            Files.delete(folder);
        }
    }

    private static Figures figures(String output) {
        String line = output.lines().filter(candidate -> candidate.startsWith("MEDVIGIL ")).findFirst()
                .orElseThrow(() -> new AssertionError("wrk printed no figures:\n" + output));
        String[] field = line.split(" ");
        long failed = Long.parseLong(field[7]);
        if (failed > 0) {
            throw new AssertionError(failed + " calls failed or were not answered with 2xx:\n" + output);
        }
        return new Figures(Long.parseLong(field[1]), Long.parseLong(field[2]) / 1e6, Long.parseLong(field[3]) / 1e3,
                Long.parseLong(field[4]) / 1e3, Long.parseLong(field[5]) / 1e3, Long.parseLong(field[6]) / 1e3);
    }

    /**
     * The template is cut once, at set-up, into its text and the places of the ids; each call only
     * joins the pieces with fresh ids. (Three {@code gsub} passes over a 150 kB body at every call
     * cost wrk a sizeable share of the machine's two cores, which the service then lacked.)
     */
    private String script(Path body) {
        StringBuilder quoted = new StringBuilder();
        for (String placeholder : placeholders) {
            quoted.append(quoted.isEmpty() ? "" : ", ").append('"').append(luaString(placeholder)).append('"');
        }
        return """
                local file = assert(io.open("%s", "rb"))
                local template = file:read("*a")
                file:close()
                local placeholders = {%s}
                local pieces = {}
                local from = 1
                while true do
                  local first, which, last
                  for i, placeholder in ipairs(placeholders) do
                    local s, e = string.find(template, placeholder, from, true)
                    if s and (not first or s < first) then first, which, last = s, i, e end
                  end
                  if not first then break end
                  table.insert(pieces, string.sub(template, from, first - 1))
                  table.insert(pieces, which - 1)
                  from = last + 1
                end
                table.insert(pieces, string.sub(template, from))
                wrk.method = "POST"
                wrk.headers["Content-Type"] = "application/json"
                wrk.headers["Authorization"] = "Bearer %s"
                local threads = 0
                local counter = 0
                function setup(thread)
                  threads = threads + 1
                  thread:set("prefix", "t" .. threads)
                end
                function request()
                  counter = counter + 1
                  local unique = prefix .. "-" .. counter .. "-" .. math.random(1, 1000000000)
                  local call = {}
                  for k, piece in ipairs(pieces) do
                    if type(piece) == "number" then call[k] = "id" .. piece .. "-" .. unique else call[k] = piece end
                  end
                  return wrk.format(nil, nil, nil, table.concat(call))
                end
                function done(summary, latency, requests)
                  local errors = summary.errors
                  io.write(string.format("MEDVIGIL %%d %%d %%d %%d %%d %%d %%d\\n", summary.requests, summary.duration,
                    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max,
                    errors.status + errors.connect + errors.read + errors.write + errors.timeout))
                end
                """.formatted(body, quoted, apiKey);
    }

    /** {@code text} inside a Lua string literal. */
    private static String luaString(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
