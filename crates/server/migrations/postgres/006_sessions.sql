-- Sessions that end, and the health check's row, as in ../006_sessions.sql.

ALTER TABLE sessions ADD COLUMN used_ms BIGINT NOT NULL DEFAULT 0;
UPDATE sessions SET used_ms = GREATEST(created_ms, CAST(EXTRACT(EPOCH FROM now()) * 1000 AS BIGINT));

CREATE INDEX sessions_by_account ON sessions(account);
CREATE INDEX sessions_by_use ON sessions(used_ms);

CREATE TABLE health (
    id BIGINT PRIMARY KEY CHECK (id = 1),
    checked_ms BIGINT NOT NULL
);
