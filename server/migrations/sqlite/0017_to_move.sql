-- Whose move a public game waits on, so "Your move in N games" is one
-- query.
ALTER TABLE game_times ADD COLUMN to_move TEXT;

CREATE INDEX game_times_by_player_to_move ON game_times (to_move);
