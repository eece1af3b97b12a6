package com.medvigil.model.persistence;

import java.sql.DatabaseMetaData;
import java.sql.SQLException;

import javax.sql.DataSource;

import org.springframework.boot.jdbc.DatabaseDriver;
import org.springframework.jdbc.support.JdbcUtils;
import org.springframework.jdbc.support.MetaDataAccessException;

/**
 * The database this service runs on, read once from the datasource's metadata: the one place
 * that tells the embedded H2 from PostgreSQL, for the code that must treat them differently.
 *
 * @param driver the database product, as Spring Boot names it
 * @param url    the JDBC URL the datasource reports
 */
public record ConnectedDatabase(DatabaseDriver driver, String url) {

    public static ConnectedDatabase of(DataSource dataSource) throws MetaDataAccessException {
        return JdbcUtils.extractDatabaseMetaData(dataSource, ConnectedDatabase::of);
    }

    /** From a connection's metadata, where a connection is at hand (a Java migration's). */
    public static ConnectedDatabase of(DatabaseMetaData metadata) throws SQLException {
        return new ConnectedDatabase(DatabaseDriver.fromProductName(metadata.getDatabaseProductName()), metadata.getURL());
    }

    /** The embedded H2 database, which serves a single instance. */
    public boolean isEmbedded() {
        return driver == DatabaseDriver.H2;
    }

    public boolean isPostgreSql() {
        return driver == DatabaseDriver.POSTGRESQL;
    }

    /** An H2 database whose data outlives the process (a file, or a server's file), not one in memory. */
    public boolean isEmbeddedOnDisk() {
        return isEmbedded() && url != null && !url.startsWith("jdbc:h2:mem:");
    }
}
