-- Rooms: two players on two devices. A room's games are ordinary games
-- with a guest beside the owner (the host); `seat` in games is the host's.
ALTER TABLE games ADD COLUMN guest TEXT;
ALTER TABLE games ADD COLUMN room TEXT;

CREATE TABLE rooms (
    token TEXT PRIMARY KEY,
    host TEXT NOT NULL,
    guest TEXT,
    game_id TEXT,
    host_seat INTEGER NOT NULL,
    rematch_by TEXT,
    host_seen BIGINT NOT NULL,
    guest_seen BIGINT,
    created_at BIGINT NOT NULL
);

CREATE INDEX games_by_room ON games (room);
