/**
 * Flyway migrations that SQL cannot express portably on H2 and PostgreSQL; the SQL ones are in
 * {@code resources/db/migration}.
 */
package com.medvigil.model.migration;
