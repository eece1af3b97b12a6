package com.medvigil.fhir.migration;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.ZoneOffset;
import java.util.Optional;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;
import org.hl7.fhir.instance.model.api.IBaseResource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.SearchIndexer;
import com.medvigil.fhir.store.DateSpan;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.parser.DataFormatException;
import ca.uhn.fhir.parser.IParser;

/**
 * Fills {@code date_low} and {@code date_high} (V20_1) for the resources stored before them, with
 * the indexer {@code $submit} uses, so that date search and {@code _sort} find old and new alike.
 * Reads the four types that have a date parameter a thousand rows at a time, by row number.
 */
@Component
public class V20_2__FhirResourceDatesIndexed extends BaseJavaMigration {

    private static final int BATCH = 1000;

    private static final Logger LOG = LoggerFactory.getLogger(V20_2__FhirResourceDatesIndexed.class);

    private final FhirContext fhirContext;
    private final SearchIndexer indexer;

    public V20_2__FhirResourceDatesIndexed(FhirContext fhirContext) {
        this.fhirContext = fhirContext;
        this.indexer = SearchIndexer.standalone(fhirContext);
    }

    @Override
    public void migrate(Context context) throws SQLException {
        Connection connection = context.getConnection();
        IParser parser = fhirContext.newJsonParser();
        int unreadable = 0;
        long after = 0;
        try (PreparedStatement select = connection.prepareStatement("SELECT row_id, resource_type, resource_json"
                + " FROM fhir_resource WHERE row_id > ? AND resource_type IN"
                + " ('Observation', 'Condition', 'MedicationRequest', 'Encounter') ORDER BY row_id LIMIT " + BATCH);
             PreparedStatement update = connection.prepareStatement(
                     "UPDATE fhir_resource SET date_low = ?, date_high = ? WHERE row_id = ?")) {
            while (true) {
                select.setLong(1, after);
                int rows = 0;
                try (ResultSet batch = select.executeQuery()) {
                    while (batch.next()) {
                        rows++;
                        after = batch.getLong(1);
                        Optional<DateSpan> date;
                        try {
                            date = dateOf(parser, batch.getString(2), batch.getString(3));
                        } catch (DataFormatException e) {
                            // Every stored copy was parsed by HAPI at ingestion; one that no longer
                            // parses is left without a date rather than stopping the upgrade.
                            unreadable++;
                            continue;
                        }
                        if (date.isPresent()) {
                            update.setObject(1, date.get().low().atOffset(ZoneOffset.UTC), Types.TIMESTAMP_WITH_TIMEZONE);
                            update.setObject(2, date.get().high().atOffset(ZoneOffset.UTC), Types.TIMESTAMP_WITH_TIMEZONE);
                            update.setLong(3, after);
                            update.addBatch();
                        }
                    }
                }
                update.executeBatch();
                if (rows < BATCH) {
                    if (unreadable > 0) {
                        LOG.warn("{} stored resources could not be parsed and have no date for date search", unreadable);
                    }
                    return;
                }
            }
        }
    }

    private Optional<DateSpan> dateOf(IParser parser, String type, String json) {
        Optional<ServedType> served = ServedType.of(type);
        if (served.isEmpty()) {
            return Optional.empty();
        }
        IBaseResource resource = parser.parseResource(json);
        return Optional.ofNullable(indexer.index(served.get(), resource).date());
    }
}
