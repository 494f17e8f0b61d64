-- Tournaments: their terms, their entrants and every game they paired, so
-- that one under way goes on after a restart without pairing a round
-- twice (a round's games and its rows here are kept in one transaction).
-- Their numbers are given by the server (one more than the highest), not
-- by the database. Portable SQL: no AUTOINCREMENT, no SQLite-only type.

CREATE TABLE tournaments (
    id BIGINT PRIMARY KEY,
    terms TEXT NOT NULL,             -- the terms as the protocol writes them (JSON)
    organiser TEXT NOT NULL,
    stage TEXT NOT NULL,             -- open, playing, over
    created_ms BIGINT NOT NULL,
    started_ms BIGINT,
    ended_ms BIGINT
);

CREATE TABLE tournament_entrants (
    tournament BIGINT NOT NULL REFERENCES tournaments(id),
    name_key TEXT NOT NULL,          -- the name in lower case
    name TEXT NOT NULL,
    account BIGINT REFERENCES accounts(id),
    rating INTEGER NOT NULL,         -- in the tournament's category, when entered
    bot INTEGER NOT NULL,
    entered_ms BIGINT NOT NULL,
    seed INTEGER,                    -- the place by rating once started, 0 the first
    withdrawn INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament, name_key)
);

CREATE TABLE tournament_games (
    tournament BIGINT NOT NULL REFERENCES tournaments(id),
    round INTEGER NOT NULL,          -- 1 the first (an arena: each pairing made)
    board INTEGER NOT NULL,          -- 0 the first
    vikings INTEGER NOT NULL,        -- seeds; the player of a bye
    varangians INTEGER,              -- NULL: a bye
    game BIGINT REFERENCES games(id),
    PRIMARY KEY (tournament, round, board)
);
