-- Games, their line of play with the undone tail, and the journal of every
-- action. Written for both SQLite and PostgreSQL.
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    opponent TEXT NOT NULL,
    level TEXT,
    seat INTEGER,
    stones INTEGER NOT NULL,
    empty_capture BOOLEAN NOT NULL,
    seed BIGINT NOT NULL,
    resigned INTEGER,
    last_action TEXT NOT NULL,
    recent_from INTEGER NOT NULL,
    version BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE INDEX games_by_owner ON games (owner, updated_at);

-- Moves 0..n of the line have undone = false; the moves Redo would replay
-- follow with undone = true.
CREATE TABLE moves (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply INTEGER NOT NULL,
    pit INTEGER NOT NULL,
    by_computer BOOLEAN NOT NULL,
    undone BOOLEAN NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE journal (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    action TEXT NOT NULL,
    pit INTEGER,
    ply INTEGER NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
