-- Sessions that end: when each was last used (idle expiry), looked up by
-- account (logging out everywhere, a password changed, an account deleted);
-- and the health check's row.

ALTER TABLE sessions ADD COLUMN used_ms INTEGER NOT NULL DEFAULT 0;
-- A session kept before the upgrade counts as used at the upgrade (its use
-- was not noted): it lives on 30 days unused from then, and its greatest
-- age still counts from its login.
UPDATE sessions SET used_ms = MAX(created_ms, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));

CREATE INDEX sessions_by_account ON sessions(account);
CREATE INDEX sessions_by_use ON sessions(used_ms);

-- The last health check (`GET /health`): a write that shows the store
-- takes writes.
CREATE TABLE health (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    checked_ms INTEGER NOT NULL
);
