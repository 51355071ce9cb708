-- The names players show each other. A session picks one before its first
-- game with people; `name_key` (the name in lower case) keeps two players
-- from sharing a name that differs only in capitals.
CREATE TABLE names (
    player_id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    chosen_at INTEGER NOT NULL
);
