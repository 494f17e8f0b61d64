-- Games with the die (V2). The server rolls: each such game has a seed of
-- its own, drawn when it starts, and the roll of each turn follows from the
-- seed and the turn's number, so a game resumed after a restart, and its
-- archive, have the same rolls. `games.die` (in the first schema) says
-- whether the game has the die; a turn that passed is no row of `moves`
-- (it follows from the rolls), so a move's `ply` counts the passes before it.

ALTER TABLE games ADD COLUMN die_seed INTEGER;      -- 63 bits; NULL for a game without the die
