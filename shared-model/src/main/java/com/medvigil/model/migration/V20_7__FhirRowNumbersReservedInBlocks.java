package com.medvigil.model.migration;

import java.sql.SQLException;
import java.sql.Statement;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;
import org.springframework.stereotype.Component;

import com.medvigil.model.persistence.ConnectedDatabase;

/**
 * H2 hands out the row numbers of {@code fhir_resource} (V8_1) from a block it reserves, 32 at a
 * time by default, and records each new block with a commit of its own: with every commit
 * durable ({@code WRITE_DELAY=0}) that commit writes all the pages the running transaction has
 * changed so far. A {@code $submit} bundle of 1,200 resources so wrote the store out some forty
 * times instead of once, a sixth of the ingest's time (docs/benchmarks.md, "FHIR"). H2 now
 * reserves 10,000 at a time; numbers still come from one counter, in order, and a restart skips
 * what was reserved and not used. PostgreSQL keeps its sequence as it is: it reserves per
 * connection, which would number concurrent submissions out of order, and takes a number
 * without a commit of its own anyway. A Java migration because only H2 changes.
 */
@Component
public class V20_7__FhirRowNumbersReservedInBlocks extends BaseJavaMigration {

    private static final int RESERVED_AT_ONCE = 10_000;

    @Override
    public void migrate(Context context) throws SQLException {
        if (!ConnectedDatabase.of(context.getConnection().getMetaData()).isEmbedded()) {
            return;
        }
        try (Statement statement = context.getConnection().createStatement()) {
            statement.execute("ALTER TABLE fhir_resource ALTER COLUMN row_id SET CACHE " + RESERVED_AT_ONCE);
        }
    }
}
