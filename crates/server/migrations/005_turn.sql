-- When the side to move's clock last started other than by a move: a
-- takeback agreed gives the side to move its whole time again from then.
-- After a restart a correspondence deadline counts from the later of this
-- and the last move kept (NULL: no takeback yet).

ALTER TABLE games ADD COLUMN turn_ms INTEGER;
