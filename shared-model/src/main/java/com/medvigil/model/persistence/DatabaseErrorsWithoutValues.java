package com.medvigil.model.persistence;

import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.stereotype.Component;

import com.zaxxer.hikari.HikariDataSource;

/**
 * Keeps the values of a failed statement out of its exception, and so out of the log: PostgreSQL's
 * driver by default writes a failed batch entry into its message with every parameter
 * ({@code Batch entry 0 update patient set first_name=('…'), date_of_birth=('…') …}), and a
 * server error's detail quotes the values it names ({@code Key (external_id)=(…) already
 * exists}). Hibernate logs that message, and so does the service's handler of unexpected
 * failures, where a patient's name and birth date must never appear. The driver's
 * {@code logServerErrorDetail=false} leaves the statement and the detail out (the SQL state and
 * the server's message remain). Set on every PostgreSQL pool before it opens a connection, unless
 * the URL names the setting itself.
 */
@Component
class DatabaseErrorsWithoutValues implements BeanPostProcessor {

    private static final String SETTING = "logServerErrorDetail";

    @Override
    public Object postProcessBeforeInitialization(Object bean, String beanName) {
        if (bean instanceof HikariDataSource pool && pool.getJdbcUrl() != null
                && pool.getJdbcUrl().startsWith("jdbc:postgresql:") && !pool.getJdbcUrl().contains(SETTING)
                && !pool.getDataSourceProperties().containsKey(SETTING)) {
            pool.addDataSourceProperty(SETTING, "false");
        }
        return bean;
    }
}
