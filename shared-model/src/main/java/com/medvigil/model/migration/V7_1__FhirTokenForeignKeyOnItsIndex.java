package com.medvigil.model.migration;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;
import org.springframework.stereotype.Component;

/**
 * H2 serves a foreign key only from an index on exactly its columns, and builds one of its own
 * when there is none: {@code fhir_token} had that index beside {@code fhir_token_by_resource}
 * (which led with the same three columns and added two), so every token row cost one more
 * B-tree insert, at a random place, and its commit. {@code fhir_token_by_resource} now holds
 * just the key's columns, and the re-declared key is served from it. It still finds a resource's
 * tokens (to delete a replaced resource's, for the cascade); whether a resource has a code is one
 * probe of {@code fhir_token_by_value}, which ends with the resource id, or of this index
 * ({@code FhirQueryPlanTest}). PostgreSQL indexes nothing for a foreign key; it gets the same,
 * smaller index, and checks every existing token row against the re-declared key once, holding
 * writes to {@code fhir_token} meanwhile (once; its length on a large table was not measured).
 * A Java migration because the key was declared unnamed in V2_2, and each database named it
 * its own way. V8_1 rebuilds both tables with tokens keyed by row number; this step stays for the
 * installations that applied it.
 */
@Component
public class V7_1__FhirTokenForeignKeyOnItsIndex extends BaseJavaMigration {

    @Override
    public void migrate(Context context) throws SQLException {
        Connection connection = context.getConnection();
        try (Statement statement = connection.createStatement()) {
            for (String constraint : foreignKeysOfTokenTable(statement)) {
                statement.execute("ALTER TABLE fhir_token DROP CONSTRAINT \"" + constraint + "\"");
            }
            statement.execute("DROP INDEX fhir_token_by_resource");
            statement.execute("CREATE INDEX fhir_token_by_resource ON fhir_token (resource_id, tenant_id, resource_type)");
            statement.execute("ALTER TABLE fhir_token ADD CONSTRAINT fhir_token_resource_fk"
                    + " FOREIGN KEY (tenant_id, resource_type, resource_id)"
                    + " REFERENCES fhir_resource (tenant_id, resource_type, resource_id) ON DELETE CASCADE");
        }
    }

    private static List<String> foreignKeysOfTokenTable(Statement statement) throws SQLException {
        List<String> names = new ArrayList<>();
        try (ResultSet found = statement.executeQuery("SELECT constraint_name FROM information_schema.table_constraints"
                + " WHERE table_schema = CURRENT_SCHEMA AND table_name = 'fhir_token' AND constraint_type = 'FOREIGN KEY'")) {
            while (found.next()) {
                names.add(found.getString(1));
            }
        }
        return names;
    }
}
