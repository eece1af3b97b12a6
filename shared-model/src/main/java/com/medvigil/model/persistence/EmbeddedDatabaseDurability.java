package com.medvigil.model.persistence;

import java.util.Locale;

import javax.sql.DataSource;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * A 2xx means the write survives a crash of the process (docs/operations.md, "Durability"). H2
 * by default writes committed transactions to its file up to half a second later, so a kill in
 * that window loses acknowledged writes; with {@code WRITE_DELAY} 0 every commit is written to the
 * file before it returns. The default URL says so; this makes it hold for any H2 file URL that does
 * not choose a delay of its own, before the service takes its first request. A URL that names a
 * delay is obeyed, with a warning. PostgreSQL commits durably by default and is left alone.
 */
@Component
class EmbeddedDatabaseDurability implements InitializingBean {

    private static final Logger log = LoggerFactory.getLogger(EmbeddedDatabaseDurability.class);

    private final JdbcTemplate jdbc;
    private final ConnectedDatabase database;

    EmbeddedDatabaseDurability(DataSource dataSource, ConnectedDatabase database) {
        this.jdbc = new JdbcTemplate(dataSource);
        this.database = database;
    }

    @Override
    public void afterPropertiesSet() {
        if (!database.isEmbeddedOnDisk()) {
            return;
        }
        if (database.url().toUpperCase(Locale.ROOT).contains(";WRITE_DELAY=")) {
            Integer delay = jdbc.queryForObject(
                    "SELECT CAST(setting_value AS INT) FROM information_schema.settings WHERE setting_name = 'WRITE_DELAY'",
                    Integer.class);
            if (delay != null && delay != 0) {
                log.warn("The H2 database URL sets WRITE_DELAY={}: writes acknowledged in the last {} ms before a crash "
                        + "can be lost. Leave WRITE_DELAY out of the URL (or set it to 0) to make every commit durable.",
                        delay, delay);
            }
            return;
        }
        jdbc.execute("SET WRITE_DELAY 0");
    }
}
