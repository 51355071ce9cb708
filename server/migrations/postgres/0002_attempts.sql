-- Attempts, device links and achievements (as SQLite's 0005).
ALTER TABLE games ADD COLUMN fresh BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE games ADD COLUMN first_winner BIGINT;
ALTER TABLE games ADD COLUMN first_fresh BOOLEAN;
ALTER TABLE games ADD COLUMN first_scores TEXT;
ALTER TABLE games ADD COLUMN journal_length BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN active_ms BIGINT NOT NULL DEFAULT 0;
-- A practice game's starting position (NULL: the variant's start).
ALTER TABLE games ADD COLUMN start_position TEXT;
-- A room's variant.
ALTER TABLE rooms ADD COLUMN stones BIGINT NOT NULL DEFAULT 4;
ALTER TABLE rooms ADD COLUMN empty_capture BOOLEAN NOT NULL DEFAULT FALSE;
-- The milestones the latest action reached, shown until the next one.
ALTER TABLE games ADD COLUMN earned TEXT;

CREATE TABLE device_links (
    player TEXT PRIMARY KEY,
    token TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
);

CREATE TABLE achievements (
    player TEXT NOT NULL,
    milestone TEXT NOT NULL,
    game_id TEXT,
    earned_at BIGINT NOT NULL,
    PRIMARY KEY (player, milestone)
);
