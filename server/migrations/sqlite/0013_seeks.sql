-- The lobby's seeks: one player's offer of a game, open until another
-- player accepts it or its player cancels it. `accepted_by` is set once,
-- by the one accept that wins.
CREATE TABLE seeks (
    id TEXT PRIMARY KEY,
    player_id TEXT NOT NULL,
    stones INTEGER NOT NULL,
    empty_capture BOOLEAN NOT NULL,
    speed TEXT NOT NULL,
    rated BOOLEAN NOT NULL,
    seat TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    accepted_by TEXT,
    accepted_at INTEGER
);

-- One open seek per player per setting: a second one is the same offer.
CREATE UNIQUE INDEX one_open_seek_per_setting
    ON seeks (player_id, stones, empty_capture, speed, rated, seat)
    WHERE accepted_by IS NULL;
