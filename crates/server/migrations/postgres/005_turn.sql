-- When the side to move's clock last started other than by a move, as in
-- ../005_turn.sql.

ALTER TABLE games ADD COLUMN turn_ms BIGINT;
