-- Whose move a public game waits on (as SQLite's 0017).
ALTER TABLE game_times ADD COLUMN to_move TEXT;

CREATE INDEX game_times_by_player_to_move ON game_times (to_move);
