# MedVigil container image: a layered Spring Boot jar on a JRE.
#   docker build -t medvigil/medvigil:0.1.0 .
# Build stage: compiles with the Maven wrapper and splits the jar into layers, so that a code
# change rebuilds only the small application layer. The build context keeps .git (see
# .dockerignore), so /actuator/info reports the commit; without it the build still succeeds.
FROM eclipse-temurin:25-jdk AS build
WORKDIR /src
COPY . .
RUN ./mvnw --batch-mode --no-transfer-progress -DskipTests package \
 && java -Djarmode=tools -jar assessment-api/target/medvigil.jar extract --layers --destination /layers

FROM eclipse-temurin:25-jre
# A fixed non-root user; the chart runs the container with a read-only root filesystem and
# mounts a writable /tmp.
RUN groupadd --system --gid 10001 medvigil && useradd --system --uid 10001 --gid medvigil medvigil
WORKDIR /app
COPY --from=build /layers/dependencies/ ./
COPY --from=build /layers/spring-boot-loader/ ./
COPY --from=build /layers/snapshot-dependencies/ ./
COPY --from=build /layers/application/ ./
# Heap: 36% of the container's memory limit, 368 MiB under the chart's 1 GiB, the heap at which
# the FHIR benchmark measured 687-690 MiB resident after loading 10,000 patients on H2 (384 MiB:
# 700-708); the rest of the limit holds the classes, code cache, threads and buffers
# (docs/operations.md, "Memory").
# The parallel collector: with 2 cores it ingested FHIR bundles 20-25% faster than G1 on
# PostgreSQL (as fast on H2) and keeps 15-40 MiB less resident; its pauses on this heap
# kept searches within their targets.
# FhirBenchmark starts the service with these two settings, read from this file.
ENV JAVA_TOOL_OPTIONS="-XX:MaxRAMPercentage=36 -XX:+UseParallelGC -XX:+ExitOnOutOfMemoryError"
# glibc's malloc otherwise opens up to 8 arenas per core, each keeping native memory the JVM
# freed; two are plenty for the JVM's own allocations (the effect alone was not measured).
ENV MALLOC_ARENA_MAX=2
# Start-up: an AOT cache (JDK 25: JEP 483, 514, 515) of the classes a start loads and links and of
# the methods' profiles, recorded by one training start that stops once the application context
# is refreshed. On 2 cores it took the first answer from 11-12 s to 6-8 s (docs/operations.md).
# The training start uses the embedded H2 under ./data and creates a webhook encryption key there:
# both are deleted in this same layer, so that no image carries a key. A JVM that cannot use the
# cache (another JDK, a changed class path) logs so and starts without it, only slower.
RUN java -XX:AOTCacheOutput=medvigil.aot -Dspring.context.exit=onRefresh -jar medvigil.jar \
 && rm -rf data /tmp/*
USER 10001:10001
# 8080: the API (REST and FHIR). 8081: health probes, info and Prometheus metrics.
EXPOSE 8080 8081
# The application jar with its lib/ folder beside it (Spring Boot's extracted layout): it started
# faster than the exploded classes under JarLauncher.
ENTRYPOINT ["java", "-XX:AOTCache=medvigil.aot", "-jar", "medvigil.jar"]
