-- Computer opponents (`obereg bot`). The flag itself, `accounts.bot`, is in
-- the first schema: an account registered with `register_bot` has it set
-- for ever, and a normal `register` never sets it. A bot says at each login
-- the level it plays at and that level's rating, kept here so its games
-- show them after the bot has gone.

ALTER TABLE accounts ADD COLUMN bot_level TEXT;     -- easy, normal, hard, max; NULL until the bot says
ALTER TABLE accounts ADD COLUMN bot_rating INTEGER; -- the level's rating (the engine's Level::rating)
