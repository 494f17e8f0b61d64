-- Ratings filled in: each rated game's end updates its two players' rows
-- (one game, one Glicko-2 rating period) in the transaction that keeps
-- the end. Their results counted; indexes for the leaderboard and for a
-- player's games (whole, not partial: SQLite then reads a player's games
-- by both indexes at once instead of scanning every game).

ALTER TABLE ratings ADD COLUMN won INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ratings ADD COLUMN lost INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ratings ADD COLUMN drawn INTEGER NOT NULL DEFAULT 0;

CREATE INDEX ratings_board ON ratings(category, rating DESC);
CREATE INDEX games_by_vikings ON games(vikings_account, ended_ms);
CREATE INDEX games_by_varangians ON games(varangians_account, ended_ms);
