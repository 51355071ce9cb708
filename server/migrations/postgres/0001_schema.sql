-- The whole schema for PostgreSQL at once: the same tables as the SQLite
-- migrations, with PostgreSQL's types (every integer is BIGINT, which the
-- server reads as i64).
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    opponent TEXT NOT NULL,
    level TEXT,
    seat BIGINT,
    stones BIGINT NOT NULL,
    empty_capture BOOLEAN NOT NULL,
    seed BIGINT NOT NULL,
    resigned BIGINT,
    last_action TEXT NOT NULL,
    recent_from BIGINT NOT NULL,
    version BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    hints BIGINT NOT NULL DEFAULT 0,
    hint_ply BIGINT,
    hint_pit BIGINT,
    hint_value BIGINT,
    paused BOOLEAN NOT NULL DEFAULT FALSE,
    guest TEXT,
    room TEXT
);

CREATE INDEX games_by_owner ON games (owner, updated_at);
CREATE INDEX games_by_room ON games (room);

CREATE TABLE moves (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply BIGINT NOT NULL,
    pit BIGINT NOT NULL,
    by_computer BOOLEAN NOT NULL,
    undone BOOLEAN NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE journal (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq BIGINT NOT NULL,
    action TEXT NOT NULL,
    pit BIGINT,
    ply BIGINT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE rooms (
    token TEXT PRIMARY KEY,
    host TEXT NOT NULL,
    guest TEXT,
    game_id TEXT,
    host_seat BIGINT NOT NULL,
    rematch_by TEXT,
    host_seen BIGINT NOT NULL,
    guest_seen BIGINT,
    created_at BIGINT NOT NULL
);
