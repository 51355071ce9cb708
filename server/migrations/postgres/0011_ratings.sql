-- Ratings for games between people (as SQLite's 0014).
CREATE TABLE ratings (
    player_id TEXT NOT NULL,
    class TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    rated_at BIGINT NOT NULL,
    PRIMARY KEY (player_id, class)
);

CREATE TABLE rating_changes (
    game_id TEXT NOT NULL,
    player_id TEXT NOT NULL,
    class TEXT NOT NULL,
    before DOUBLE PRECISION NOT NULL,
    after DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    rated_at BIGINT NOT NULL,
    seq BIGINT NOT NULL,
    PRIMARY KEY (game_id, player_id)
);

CREATE INDEX rating_changes_by_player ON rating_changes (player_id, class, seq);
