-- The names players show each other (as SQLite's 0012).
CREATE TABLE names (
    player_id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    chosen_at BIGINT NOT NULL
);
