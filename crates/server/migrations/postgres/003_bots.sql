-- Computer opponents, as in ../003_bots.sql.

ALTER TABLE accounts ADD COLUMN bot_level TEXT;     -- easy, normal, hard, max; NULL until the bot says
ALTER TABLE accounts ADD COLUMN bot_rating BIGINT;  -- the level's rating (the engine's Level::rating)
