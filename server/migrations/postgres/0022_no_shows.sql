-- As SQLite's 0025: games a player let abort by never moving; a few a day
-- make them wait before their next game from the lobby.
CREATE TABLE no_shows (
    game_id TEXT PRIMARY KEY,
    player_id TEXT NOT NULL,
    at BIGINT NOT NULL
);
CREATE INDEX no_shows_by_player ON no_shows (player_id, at);
