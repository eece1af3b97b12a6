package com.medvigil.testing;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

import com.medvigil.MedVigilApplication;
import com.medvigil.fhir.FhirServerConfiguration;
import com.medvigil.fhir.migration.V20_2__FhirResourceDatesIndexed;
import com.medvigil.model.migration.V11_1__MedicationsKeptForTheirReferences;
import com.medvigil.model.migration.V20_7__FhirRowNumbersReservedInBlocks;
import com.medvigil.model.migration.V20_8__FhirKeyLookupsOnlyByKey;
import com.medvigil.model.migration.V7_1__FhirTokenForeignKeyOnItsIndex;

/**
 * A database of its own for tests that start and stop application instances: no other
 * application context of the test run (whose dispatchers would pick up deliveries too) works on
 * it. In-memory H2 normally; a schema of its own, dropped afterwards, when the run is on
 * PostgreSQL (SPRING_DATASOURCE_URL); an H2 file under target/ when SPRING_DATASOURCE_URL names
 * an H2 file (benchmarks of the embedded default on disk).
 */
public final class IsolatedDatabase implements AutoCloseable {

    private static final String H2_OPTIONS =
            ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;QUERY_CACHE_SIZE=64;DB_CLOSE_DELAY=-1;USER=sa;PASSWORD=";

    private final String url;
    private final String postgresSchema;
    private final List<ConfigurableApplicationContext> instances = new ArrayList<>();

    private IsolatedDatabase(String url, String postgresSchema) {
        this.url = url;
        this.postgresSchema = postgresSchema;
    }

    public static IsolatedDatabase create(String label) {
        String name = "iso_" + label + "_" + UUID.randomUUID().toString().replace("-", "").substring(0, 10);
        String shared = System.getenv("SPRING_DATASOURCE_URL");
        if (shared != null && shared.startsWith("jdbc:h2:file:")) {
            // A benchmark of the embedded default on disk: a file of its own under target/, with
            // the options the given URL adds (such as a WRITE_DELAY to compare with).
            Path file = Path.of("target", "isolated-databases", name).toAbsolutePath();
            return new IsolatedDatabase("jdbc:h2:file:" + file + H2_OPTIONS + h2Options(shared), null);
        }
        if (shared == null || !shared.startsWith("jdbc:postgresql:")) {
            return new IsolatedDatabase("jdbc:h2:mem:" + name + H2_OPTIONS, null);
        }
        execute(shared, "CREATE SCHEMA " + name);
        return new IsolatedDatabase(shared + (shared.contains("?") ? "&" : "?") + "currentSchema=" + name, name);
    }

    /**
     * The options an H2 URL adds after its path (";WRITE_DELAY=500"), to put on a benchmark's own file; empty when it
     * adds none or when no URL is given.
     */
    public static String h2Options(String url) {
        int options = url == null ? -1 : url.indexOf(';');
        return options < 0 ? "" : url.substring(options);
    }

    /** Starts an application instance (a replica) on this database with the test profile and these settings. */
    public ConfigurableApplicationContext start(String... settings) {
        List<String> arguments = new ArrayList<>(List.of("--server.port=0", "--spring.datasource.url=" + url));
        arguments.addAll(List.of(settings));
        ConfigurableApplicationContext instance = new SpringApplicationBuilder(MedVigilApplication.class)
                .profiles("test")
                .run(arguments.toArray(String[]::new));
        instances.add(instance);
        return instance;
    }

    /**
     * Gives PostgreSQL's planner statistics of what the schema now holds, as autovacuum does in a
     * normal installation. Benchmarks call it after their warm-up: the benchmark machine runs
     * PostgreSQL with autovacuum off, and without statistics the planner prices every index that
     * leads with the same column alike and may read all of a tenant's rows where one probe would
     * do (the CDS Hooks repeated-alert filter read every card shown). H2 keeps its own row counts.
     */
    public void analyze() {
        if (postgresSchema != null) {
            execute(url, "ANALYZE");
        }
    }

    /** The JDBC URL of this database, for instances started as processes of their own. */
    public String url() {
        return url;
    }

    /** A connection of its own to this database, for tests that work on it without an application (migrations). */
    public Connection connect() throws SQLException {
        if (url.startsWith("jdbc:h2:")) {
            return DriverManager.getConnection(url);
        }
        return DriverManager.getConnection(url, System.getenv("SPRING_DATASOURCE_USERNAME"),
                System.getenv().getOrDefault("SPRING_DATASOURCE_PASSWORD", ""));
    }

    /** Runs the migrations up to {@code target} ("7.1", or "latest"), the Java ones included. */
    public static void migrate(DataSource dataSource, String target) {
        Flyway.configure().dataSource(dataSource).locations("classpath:db/migration")
                .javaMigrations(new V7_1__FhirTokenForeignKeyOnItsIndex(), new V11_1__MedicationsKeptForTheirReferences(),
                        new V20_2__FhirResourceDatesIndexed(FhirServerConfiguration.newFhirContext()),
                        new V20_7__FhirRowNumbersReservedInBlocks(), new V20_8__FhirKeyLookupsOnlyByKey())
                .target(target).load().migrate();
    }

    public static Api apiOf(ConfigurableApplicationContext instance) {
        return new Api(((WebServerApplicationContext) instance).getWebServer().getPort());
    }

    @Override
    public void close() {
        instances.forEach(ConfigurableApplicationContext::close);
        if (postgresSchema != null) {
            execute(System.getenv("SPRING_DATASOURCE_URL"), "DROP SCHEMA " + postgresSchema + " CASCADE");
        } else {
            execute(url, "SHUTDOWN");
        }
    }

    private static void execute(String jdbcUrl, String sql) {
        String user = jdbcUrl.startsWith("jdbc:h2:") ? null : System.getenv("SPRING_DATASOURCE_USERNAME");
        String password = jdbcUrl.startsWith("jdbc:h2:") ? null : System.getenv().getOrDefault("SPRING_DATASOURCE_PASSWORD", "");
        try (Connection connection = DriverManager.getConnection(jdbcUrl, user, password);
             Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot run '" + sql + "' on the test database", e);
        }
    }
}
