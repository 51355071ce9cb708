-- The lobby's seeks (as SQLite's 0013).
CREATE TABLE seeks (
    id TEXT PRIMARY KEY,
    player_id TEXT NOT NULL,
    stones BIGINT NOT NULL,
    empty_capture BOOLEAN NOT NULL,
    speed TEXT NOT NULL,
    rated BOOLEAN NOT NULL,
    seat TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    accepted_by TEXT,
    accepted_at BIGINT
);

CREATE UNIQUE INDEX one_open_seek_per_setting
    ON seeks (player_id, stones, empty_capture, speed, rated, seat)
    WHERE accepted_by IS NULL;
