-- Ratings for games between people: one per player per speed class
-- (Glicko-2), and each rated game's change, kept for the rating history and
-- so that a game is rated once: its changes' key is the game and the player.
CREATE TABLE ratings (
    player_id TEXT NOT NULL,
    class TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL,
    -- Unix seconds of the last rated game: a rating ages from there.
    rated_at INTEGER NOT NULL,
    PRIMARY KEY (player_id, class)
);

CREATE TABLE rating_changes (
    game_id TEXT NOT NULL,
    player_id TEXT NOT NULL,
    class TEXT NOT NULL,
    before REAL NOT NULL,
    after REAL NOT NULL,
    deviation REAL NOT NULL,
    rated_at INTEGER NOT NULL,
    -- The order the changes were made in, per player and class.
    seq INTEGER NOT NULL,
    PRIMARY KEY (game_id, player_id)
);

CREATE INDEX rating_changes_by_player ON rating_changes (player_id, class, seq);
