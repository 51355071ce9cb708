-- A paused game hides its board and refuses everything but Resume.
ALTER TABLE games ADD COLUMN paused BOOLEAN NOT NULL DEFAULT FALSE;
