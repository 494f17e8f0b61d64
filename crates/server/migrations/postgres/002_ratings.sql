-- Ratings filled in, as in ../002_ratings.sql.

ALTER TABLE ratings ADD COLUMN won BIGINT NOT NULL DEFAULT 0;
ALTER TABLE ratings ADD COLUMN lost BIGINT NOT NULL DEFAULT 0;
ALTER TABLE ratings ADD COLUMN drawn BIGINT NOT NULL DEFAULT 0;

CREATE INDEX ratings_board ON ratings(category, rating DESC);
CREATE INDEX games_by_vikings ON games(vikings_account, ended_ms);
CREATE INDEX games_by_varangians ON games(varangians_account, ended_ms);
