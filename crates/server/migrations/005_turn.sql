-- When the side to move's clock last started other than by a move: a
-- takeback agreed gives the side to move its whole time again from then.
-- After a restart a correspondence deadline counts from the later of this
-- and the last move kept (NULL: no takeback yet).

ALTER TABLE games ADD COLUMN turn_ms INTEGER;

-- From this version on a game's vikings_left_ms and varangians_left_ms
-- are the clocks it started with, written once; the clocks after a move
-- are that move's row's.
