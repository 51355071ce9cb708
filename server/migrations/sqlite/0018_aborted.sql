-- A public game called off before both sides moved: no result, and its
-- clocks stopped.
ALTER TABLE game_times ADD COLUMN aborted BOOLEAN NOT NULL DEFAULT FALSE;
