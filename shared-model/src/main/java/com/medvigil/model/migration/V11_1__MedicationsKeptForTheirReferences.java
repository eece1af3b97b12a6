package com.medvigil.model.migration;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;
import org.springframework.stereotype.Component;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Assessments now read stored MedicationStatements and MedicationRequests themselves (issue 16),
 * so {@code active_medication}, the copy {@code $submit} made of them, goes. One thing only that
 * table knew: the medicine of a statement or request whose {@code medicationReference} named a
 * Medication entry of its bundle, which was not stored. {@code $submit} now keeps such a
 * Medication's code; for the data stored before, the code is rebuilt from what the table read
 * from it (name and RxNorm code), so no stored medicine falls silent in later assessments.
 */
@Component
public class V11_1__MedicationsKeptForTheirReferences extends BaseJavaMigration {

    private static final String RXNORM = "http://www.nlm.nih.gov/research/umls/rxnorm";
    private static final Pattern FHIR_ID = Pattern.compile("[A-Za-z0-9\\-.]{1,64}");
    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    public void migrate(Context context) throws SQLException, JsonProcessingException {
        Connection connection = context.getConnection();
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
        Set<String> kept = new HashSet<>();
        try (Statement select = connection.createStatement();
             ResultSet rows = select.executeQuery("SELECT m.tenant_id, m.name, m.rxnorm_code, r.resource_json"
                     + " FROM active_medication m JOIN fhir_resource r ON r.tenant_id = m.tenant_id"
                     + " AND r.resource_type = m.source_type AND r.resource_id = m.statement_id");
             PreparedStatement exists = connection.prepareStatement("SELECT 1 FROM fhir_resource"
                     + " WHERE tenant_id = ? AND resource_type = 'Medication' AND resource_id = ?");
             PreparedStatement insert = connection.prepareStatement("INSERT INTO fhir_resource (tenant_id, resource_type,"
                     + " resource_id, version_id, last_updated, patient_ref, resource_json)"
                     + " VALUES (?, 'Medication', ?, 1, ?, NULL, ?)")) {
            while (rows.next()) {
                UUID tenant = rows.getObject(1, UUID.class);
                String medicationId = referencedMedication(rows.getString(4));
                if (medicationId == null || !kept.add(tenant + "/" + medicationId) || isStored(exists, tenant, medicationId)) {
                    continue;
                }
                insert.setObject(1, tenant);
                insert.setString(2, medicationId);
                insert.setObject(3, now);
                insert.setString(4, medication(medicationId, rows.getString(2), rows.getString(3), now));
                insert.executeUpdate();
            }
        }
        try (Statement drop = connection.createStatement()) {
            drop.execute("DROP TABLE active_medication");
        }
    }

    /** The id in a {@code medicationReference} to a stored-style "Medication/id", else null (contained, absent). */
    private static String referencedMedication(String resourceJson) throws JsonProcessingException {
        String reference = JSON.readTree(resourceJson).path("medicationReference").path("reference").asText("");
        String id = reference.startsWith("Medication/") ? reference.substring("Medication/".length()) : null;
        return id != null && FHIR_ID.matcher(id).matches() ? id : null;
    }

    private static boolean isStored(PreparedStatement exists, UUID tenant, String medicationId) throws SQLException {
        exists.setObject(1, tenant);
        exists.setString(2, medicationId);
        try (ResultSet found = exists.executeQuery()) {
            return found.next();
        }
    }

    /**
     * The Medication as {@code $submit} keeps one. The table held "RxNorm 123" as the name of a
     * medicine known by its code alone; that is no display, so it is left out.
     */
    private static String medication(String id, String name, String rxNormCode, OffsetDateTime now) {
        ObjectNode medication = JSON.createObjectNode().put("resourceType", "Medication").put("id", id);
        medication.putObject("meta").put("versionId", "1")
                .put("lastUpdated", now.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        ObjectNode code = medication.putObject("code");
        boolean nameIsTheCode = rxNormCode != null && ("RxNorm " + rxNormCode).equals(name);
        if (!nameIsTheCode) {
            code.put("text", name);
        }
        if (rxNormCode != null) {
            code.putArray("coding").addObject().put("system", RXNORM).put("code", rxNormCode);
        }
        return medication.toString();
    }
}
