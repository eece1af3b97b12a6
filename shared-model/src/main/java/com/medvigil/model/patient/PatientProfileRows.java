package com.medvigil.model.patient;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.Optional;
import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Reads a profile by its whole key in plain SQL, for the one caller that reads a profile at every
 * request (a CDS Hooks call). In a tenant's session Hibernate builds its load plan afresh for each
 * {@code findById} (the tenant filter makes the cached one unusable), and resolves a native
 * query's entity mapping afresh for each call too: either was a tenth of a hook call's work.
 *
 * <p>The profile read is not managed: a caller that changes it saves it ({@code save} merges it,
 * which costs Hibernate's read only when something changed).
 */
@Component
public class PatientProfileRows {

    private final JdbcClient jdbc;

    PatientProfileRows(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** The key names the tenant, so the row cannot be another tenant's. */
    public Optional<PatientProfile> find(PatientKey key) {
        return jdbc.sql("""
                        SELECT fhir_id, external_id, first_name, last_name, phone, date_of_birth, age_years,
                               age_recorded_on, sex, gender_identity, weight_kg, height_cm, ethnicity,
                               reproductive_status, hormonal_therapies, stub, created_at, updated_at
                          FROM patient WHERE tenant_id = :tenantId AND id = :patientId
                        """)
                .param("tenantId", key.tenantId()).param("patientId", key.patientId())
                .query((row, number) -> PatientProfile.restored(key, row.getString("fhir_id"),
                        row.getString("external_id"), demographics(row), enumOf(ReproductiveStatus.class,
                                row.getString("reproductive_status")), row.getString("hormonal_therapies"),
                        row.getBoolean("stub"), instant(row, "created_at"), instant(row, "updated_at")))
                .optional();
    }

    /** Null when every column is, as Hibernate reads an embedded value. */
    private static Demographics demographics(ResultSet row) throws SQLException {
        Demographics read = new Demographics(row.getString("first_name"), row.getString("last_name"),
                row.getString("phone"), row.getObject("date_of_birth", LocalDate.class),
                (Integer) row.getObject("age_years"), row.getObject("age_recorded_on", LocalDate.class),
                enumOf(Sex.class, row.getString("sex")), row.getString("gender_identity"),
                row.getBigDecimal("weight_kg"), row.getBigDecimal("height_cm"), row.getString("ethnicity"));
        return read.equals(Demographics.NONE) ? null : read;
    }

    private static <E extends Enum<E>> E enumOf(Class<E> type, String name) {
        return name == null ? null : Enum.valueOf(type, name);
    }

    private static Instant instant(ResultSet row, String column) throws SQLException {
        return row.getObject(column, OffsetDateTime.class).toInstant();
    }
}
