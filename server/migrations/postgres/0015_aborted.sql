-- A public game called off before both sides moved (as SQLite's 0018).
ALTER TABLE game_times ADD COLUMN aborted BOOLEAN NOT NULL DEFAULT FALSE;
