package com.medvigil.cdshooks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * CPU time of the process's Java threads, grouped by the name of their pool (digits dropped), so
 * that a benchmark can say which threads spent a call's CPU. What the threads do not account for
 * is the JVM's own work: the JIT compiler and the garbage collector.
 */
record ThreadCpu(Map<Long, String> names, Map<Long, Long> nanos) {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    static ThreadCpu now() {
        Map<Long, String> names = new HashMap<>();
        Map<Long, Long> nanos = new HashMap<>();
        for (ThreadInfo thread : THREADS.getThreadInfo(THREADS.getAllThreadIds())) {
            if (thread == null) {
                continue;
            }
            long cpu = THREADS.getThreadCpuTime(thread.getThreadId());
            if (cpu >= 0) {
                names.put(thread.getThreadId(), thread.getThreadName().replaceAll("\\d+", "N"));
                nanos.put(thread.getThreadId(), cpu);
            }
        }
        return new ThreadCpu(names, nanos);
    }

    /** The CPU each thread spent after {@code earlier}; threads started since count from zero. */
    ThreadCpu since(ThreadCpu earlier) {
        Map<Long, Long> spent = new HashMap<>();
        nanos.forEach((id, cpu) -> spent.put(id, cpu - earlier.nanos.getOrDefault(id, 0L)));
        return new ThreadCpu(names, spent);
    }

    /** Milliseconds per call by thread pool, the largest first, then what no Java thread accounts for. */
    String perCall(int calls, long processNanos) {
        Map<String, Long> byPool = new TreeMap<>();
        nanos.forEach((id, cpu) -> byPool.merge(names.get(id), cpu, Long::sum));
        long threadsTotal = byPool.values().stream().mapToLong(Long::longValue).sum();
        String pools = byPool.entrySet().stream()
                .filter(pool -> pool.getValue() / calls >= 10_000)
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .map(pool -> String.format(Locale.ROOT, "%s %.2f ms", pool.getKey(), pool.getValue() / 1e6 / calls))
                .collect(Collectors.joining(", "));
        return pools + String.format(Locale.ROOT, "; JVM (JIT compiler, garbage collector) %.2f ms",
                (processNanos - threadsTotal) / 1e6 / calls);
    }
}
