-- Puzzle tries and ratings (as SQLite's 0011).
CREATE TABLE puzzle_players (
    player_id TEXT PRIMARY KEY,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    rated BIGINT NOT NULL
);

CREATE TABLE puzzle_ratings (
    puzzle_id TEXT PRIMARY KEY,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    tries BIGINT NOT NULL,
    solved BIGINT NOT NULL
);

CREATE TABLE puzzle_tries (
    player_id TEXT NOT NULL,
    puzzle_id TEXT NOT NULL,
    first_solved BOOLEAN NOT NULL,
    solved BOOLEAN NOT NULL,
    tries BIGINT NOT NULL,
    first_at BIGINT NOT NULL,
    last_at BIGINT NOT NULL,
    PRIMARY KEY (player_id, puzzle_id)
);
