-- Sessions that end: when each was last used (idle expiry), looked up by
-- account (logging out everywhere, a password changed, an account deleted).

ALTER TABLE sessions ADD COLUMN used_ms INTEGER NOT NULL DEFAULT 0;
UPDATE sessions SET used_ms = created_ms;

CREATE INDEX sessions_by_account ON sessions(account);
CREATE INDEX sessions_by_use ON sessions(used_ms);
