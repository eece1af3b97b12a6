package com.medvigil.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;

import javax.sql.DataSource;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import com.medvigil.model.persistence.ConnectedDatabase;
import com.medvigil.testing.ApiTest;

/**
 * A failed statement's values stay out of its exception on PostgreSQL, whose driver otherwise
 * writes them into the message that Hibernate and the service's error handler log: a failed
 * batch entry with every parameter, a constraint's detail with the failing row.
 */
@ApiTest
class DatabaseErrorsWithoutValuesTest {

    private static final String NAME = "Jane Secret-Surname";
    private static final String BIRTH_DATE = "1970-04-02";

    @Autowired
    DataSource dataSource;
    @Autowired
    ConnectedDatabase database;

    @Test
    void onPostgresqlAFailedBatchEntryNamesNeitherItsValuesNorTheFailingRow() throws SQLException {
        Assumptions.assumeTrue(database.isPostgreSql(), "the setting is PostgreSQL's driver's; CI runs this on it");
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try (Statement statement = connection.createStatement()) {
                statement.execute("CREATE TEMPORARY TABLE person (name text CHECK (name <> '" + NAME + "'), birth text)"
                        + " ON COMMIT DROP");
            }
            BatchUpdateException failure;
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO person (name, birth) VALUES (?, ?)")) {
                insert.setString(1, NAME);
                insert.setString(2, BIRTH_DATE);
                insert.addBatch();
                failure = catchThrowableOfType(BatchUpdateException.class, insert::executeBatch);
            } finally {
                connection.rollback();
            }

            assertThat((Throwable) failure).as("the check refused the row").isNotNull();
            StringBuilder messages = new StringBuilder();
            for (SQLException e = failure; e != null; e = e.getNextException()) {
                messages.append(e.getMessage()).append('\n');
            }
            assertThat(messages.toString()).contains("violates check constraint").doesNotContain("Jane")
                    .doesNotContain(BIRTH_DATE);
        }
    }
}
