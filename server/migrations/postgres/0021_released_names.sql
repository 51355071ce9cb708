-- As SQLite's 0024: the names players gave up, and when: a name is held
-- for its old owner for 30 days, and a player's page shows the names it had.
CREATE TABLE released_names (
    player_id TEXT NOT NULL,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    released_at BIGINT NOT NULL
);
CREATE INDEX released_names_by_key ON released_names (name_key, released_at);
CREATE INDEX released_names_by_player ON released_names (player_id, released_at);
