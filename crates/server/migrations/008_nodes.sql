-- Several server nodes on one store (`--bus`): each node's heartbeat, and
-- the one node that owns each live game until its lease runs out. Both
-- stores read this SQL (BIGINT is SQLite's INTEGER and PostgreSQL's 64
-- bits); neither table is copied by `migrate-store`: they say what runs,
-- not what the community holds.

CREATE TABLE nodes (
    name TEXT PRIMARY KEY,
    seen_ms BIGINT NOT NULL          -- its last heartbeat
);

CREATE TABLE game_owners (
    game BIGINT PRIMARY KEY REFERENCES games(id),
    node TEXT NOT NULL,              -- the node that keeps its clock and decides its moves
    lease_ms BIGINT NOT NULL         -- until when, unless renewed
);
