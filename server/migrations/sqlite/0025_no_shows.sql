-- Games from the lobby a player let abort by never moving
-- (play::Record::no_show): a few a day make them wait (play::lobby_wait).
CREATE TABLE no_shows (
    game_id TEXT PRIMARY KEY,
    player_id TEXT NOT NULL,
    at INTEGER NOT NULL
);
CREATE INDEX no_shows_by_player ON no_shows (player_id, at);
