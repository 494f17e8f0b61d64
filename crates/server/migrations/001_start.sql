-- The first schema: accounts and their sessions, games and every move,
-- chat, and the ratings (kept from the start, filled in later).

CREATE TABLE accounts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,   -- the name in lower case (Unicode's, not only ASCII's): unique ignoring case
    password TEXT NOT NULL,          -- an Argon2id PHC string
    bot INTEGER NOT NULL DEFAULT 0,
    created_ms INTEGER NOT NULL
);

CREATE TABLE sessions (
    token_hash BLOB PRIMARY KEY,     -- SHA-256 of the token; the token itself is never kept
    account INTEGER NOT NULL REFERENCES accounts(id),
    created_ms INTEGER NOT NULL
);

CREATE TABLE ratings (
    account INTEGER NOT NULL REFERENCES accounts(id),
    category TEXT NOT NULL,          -- live-9, live-11, correspondence
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (account, category)
);

CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    board INTEGER NOT NULL,
    die INTEGER NOT NULL,
    rated INTEGER NOT NULL,
    clock TEXT NOT NULL,             -- the clock terms as the protocol writes them (JSON)
    vikings TEXT NOT NULL,           -- the players' names (a guest's too)
    varangians TEXT NOT NULL,
    vikings_account INTEGER REFERENCES accounts(id),
    varangians_account INTEGER REFERENCES accounts(id),
    started_ms INTEGER NOT NULL,
    vikings_left_ms INTEGER NOT NULL,
    varangians_left_ms INTEGER NOT NULL,
    winner TEXT,                     -- vikings, varangians, or NULL (a draw or not over)
    reason TEXT,                     -- NULL while the game is on
    ended_ms INTEGER
);

CREATE TABLE moves (
    game INTEGER NOT NULL REFERENCES games(id),
    ply INTEGER NOT NULL,
    record TEXT NOT NULL,            -- OTN, with captures
    played_ms INTEGER NOT NULL,
    vikings_left_ms INTEGER NOT NULL,
    varangians_left_ms INTEGER NOT NULL,
    PRIMARY KEY (game, ply)
);

CREATE TABLE chat (
    id INTEGER PRIMARY KEY,
    game INTEGER REFERENCES games(id),   -- NULL: the lobby
    author TEXT NOT NULL,
    text TEXT NOT NULL,
    said_ms INTEGER NOT NULL
);

CREATE INDEX games_open ON games(reason) WHERE reason IS NULL;
