-- Several server nodes on one store (`--bus`): the one node that holds a
-- role for the whole community until its lease runs out. One role so far,
-- `tournaments`: the node that answers for the tournaments and pairs
-- their rounds. Both stores read this SQL; `migrate-store` copies nothing
-- of it: it says what runs, not what the community holds.

CREATE TABLE roles (
    role TEXT PRIMARY KEY,
    node TEXT NOT NULL,
    lease_ms BIGINT NOT NULL          -- until when, unless renewed
);
