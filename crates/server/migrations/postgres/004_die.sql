-- Games with the die, as in ../004_die.sql.

ALTER TABLE games ADD COLUMN die_seed BIGINT;       -- 63 bits; NULL for a game without the die
