-- Arenas (as SQLite's 0020): tournaments held at a set hour (play::arena). A scheduled one
-- names its schedule, so each schedule holds one arena per start.
CREATE TABLE arenas (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    clock TEXT NOT NULL,
    stones BIGINT NOT NULL,
    empty_capture BOOLEAN NOT NULL,
    starts_at BIGINT NOT NULL,
    minutes BIGINT NOT NULL,
    rated BOOLEAN NOT NULL,
    house_bot BOOLEAN NOT NULL,
    created_by TEXT,
    schedule TEXT
);
CREATE UNIQUE INDEX one_arena_per_schedule_and_start ON arenas (schedule, starts_at)
    WHERE schedule IS NOT NULL;
CREATE INDEX arenas_by_start ON arenas (starts_at);

-- Who joined which arena; `active` is false once they withdrew or paused.
-- `free_since` is when they were last free for a game.
CREATE TABLE arena_players (
    arena_id TEXT NOT NULL,
    player_id TEXT NOT NULL,
    joined_at BIGINT NOT NULL,
    active BOOLEAN NOT NULL,
    free_since BIGINT NOT NULL,
    PRIMARY KEY (arena_id, player_id)
);

-- Each arena game, scored once: `result_1` is how it ended for Player 1.
-- The house bot's seat has no player (NULL).
CREATE TABLE arena_games (
    game_id TEXT PRIMARY KEY,
    arena_id TEXT NOT NULL,
    room TEXT,
    player_1 TEXT,
    player_2 TEXT,
    started_at BIGINT NOT NULL,
    result_1 TEXT,
    sowings BIGINT,
    sowings_1 BIGINT,
    sowings_2 BIGINT
);
CREATE INDEX arena_games_by_arena ON arena_games (arena_id, started_at);

-- The players in an arena game now: the primary key keeps anyone from
-- being in two at once, whichever process paired them.
CREATE TABLE arena_busy (
    arena_id TEXT NOT NULL,
    player_id TEXT NOT NULL,
    game_id TEXT NOT NULL,
    PRIMARY KEY (arena_id, player_id)
);
