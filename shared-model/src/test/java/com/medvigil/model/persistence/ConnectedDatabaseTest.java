package com.medvigil.model.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.jdbc.DatabaseDriver;
import org.springframework.jdbc.support.MetaDataAccessException;

class ConnectedDatabaseTest {

    @Test
    void theKindAndUrlAreReadFromTheDatasourcesMetadata() throws MetaDataAccessException {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:connected-database-test");

        ConnectedDatabase database = ConnectedDatabase.of(h2);

        assertThat(database.driver()).isEqualTo(DatabaseDriver.H2);
        assertThat(database.url()).startsWith("jdbc:h2:mem:connected-database-test");
        assertThat(database.isEmbedded()).isTrue();
        assertThat(database.isPostgreSql()).isFalse();
    }

    @Test
    void anInMemoryH2IsNotOnDiskAndAFileOrServerH2Is() {
        assertThat(new ConnectedDatabase(DatabaseDriver.H2, "jdbc:h2:mem:test").isEmbeddedOnDisk()).isFalse();
        assertThat(new ConnectedDatabase(DatabaseDriver.H2, "jdbc:h2:file:./data/medvigil").isEmbeddedOnDisk()).isTrue();
        assertThat(new ConnectedDatabase(DatabaseDriver.H2, "jdbc:h2:tcp://localhost/medvigil").isEmbeddedOnDisk())
                .isTrue();
    }

    @Test
    void postgreSqlIsNeitherEmbeddedNorOnDiskInH2sSense() {
        ConnectedDatabase postgres = new ConnectedDatabase(DatabaseDriver.POSTGRESQL, "jdbc:postgresql://db/medvigil");

        assertThat(postgres.isPostgreSql()).isTrue();
        assertThat(postgres.isEmbedded()).isFalse();
        assertThat(postgres.isEmbeddedOnDisk()).isFalse();
    }
}
