package com.medvigil.model.migration;

import java.sql.SQLException;
import java.sql.Statement;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;
import org.springframework.stereotype.Component;

import com.medvigil.model.persistence.ConnectedDatabase;

/**
 * On PostgreSQL the date and patient indexes of {@code fhir_resource} leave out the rows they have
 * nothing for, so that a lookup by key can use no index but the key. A lookup of one resource by
 * {@code (tenant_id, resource_type, resource_id)} tied, in PostgreSQL's estimate, with a scan of the
 * date index on {@code (tenant_id, resource_type)} whenever it expected one row of the tenant's
 * type: when a tenant's rows came after the statistics (its first bulk load: autovacuum analyses
 * again only once a tenth of the table has changed), or when a table without statistics was still
 * small. It then read all the tenant's resources of the type for each resource it looked up: on a
 * first load of 10,000 patients PostgreSQL spent 5 seconds, growing with every bundle, looking up
 * the stored versions, and now spends a third of a second (docs/benchmarks.md, "FHIR"). The
 * patient index could tie the same way.
 *
 * <p>Every search that uses these indexes compares {@code date_low} or {@code patient_ref} with a
 * value, which PostgreSQL takes as proof that it is not null, so they still use them. H2 has no
 * partial indexes, and looks stored versions up one key at a time (FhirResources). A Java migration
 * because only PostgreSQL changes.
 */
@Component
public class V20_8__FhirKeyLookupsOnlyByKey extends BaseJavaMigration {

    @Override
    public void migrate(Context context) throws SQLException {
        if (ConnectedDatabase.of(context.getConnection().getMetaData()).isEmbedded()) {
            return;
        }
        try (Statement statement = context.getConnection().createStatement()) {
            statement.execute("DROP INDEX fhir_resource_by_date");
            statement.execute("CREATE INDEX fhir_resource_by_date ON fhir_resource (tenant_id, resource_type, date_low)"
                    + " WHERE date_low IS NOT NULL");
            statement.execute("DROP INDEX fhir_resource_by_patient");
            statement.execute("CREATE INDEX fhir_resource_by_patient ON fhir_resource (tenant_id, patient_ref, resource_type)"
                    + " WHERE patient_ref IS NOT NULL");
        }
    }
}
