-- Dashboard sessions, kept by Spring Session JDBC so that every replica behind the load balancer
-- serves every signed-in request (no sticky sessions). The layout is Spring Session's own
-- (schema-postgresql.sql of spring-session-jdbc 3.5), created here because Flyway owns the schema
-- (spring.session.jdbc.initialize-schema=never). Runs unchanged on H2 (PostgreSQL mode) and
-- PostgreSQL 15+. Times are epoch milliseconds, as Spring Session writes them.

CREATE TABLE spring_session (
    primary_id            CHAR(36)     NOT NULL,
    session_id            CHAR(36)     NOT NULL,
    creation_time         BIGINT       NOT NULL,
    last_access_time      BIGINT       NOT NULL,
    max_inactive_interval INT          NOT NULL,
    expiry_time           BIGINT       NOT NULL,
    principal_name        VARCHAR(100),
    CONSTRAINT spring_session_pk PRIMARY KEY (primary_id)
);
CREATE UNIQUE INDEX spring_session_ix1 ON spring_session (session_id);
-- Every replica's clean-up deletes expired sessions by this column.
CREATE INDEX spring_session_ix2 ON spring_session (expiry_time);
CREATE INDEX spring_session_ix3 ON spring_session (principal_name);

CREATE TABLE spring_session_attributes (
    session_primary_id CHAR(36)     NOT NULL,
    attribute_name     VARCHAR(200) NOT NULL,
    attribute_bytes    BYTEA        NOT NULL,
    CONSTRAINT spring_session_attributes_pk PRIMARY KEY (session_primary_id, attribute_name),
    CONSTRAINT spring_session_attributes_fk FOREIGN KEY (session_primary_id)
        REFERENCES spring_session (primary_id) ON DELETE CASCADE
);
