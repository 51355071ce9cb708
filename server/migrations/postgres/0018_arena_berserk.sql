-- Whether each side of an arena game went berserk (half its time, no
-- increment), stored when the game is scored.
ALTER TABLE arena_games ADD COLUMN berserk_1 BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE arena_games ADD COLUMN berserk_2 BOOLEAN NOT NULL DEFAULT FALSE;
