-- Puzzle tries and ratings. A player's first try at a puzzle is rated on
-- both sides (Glicko-2); later tries only mark the puzzle solved.
CREATE TABLE puzzle_players (
    player_id TEXT PRIMARY KEY,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    -- First tries rated so far. Each update names the count it read, so
    -- two tries at once cannot both start from the same rating.
    rated INTEGER NOT NULL
);

CREATE TABLE puzzle_ratings (
    puzzle_id TEXT PRIMARY KEY,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    -- First tries at the puzzle, and how many solved it; `tries` is read
    -- back by each update, as `rated` above.
    tries INTEGER NOT NULL,
    solved INTEGER NOT NULL
);

CREATE TABLE puzzle_tries (
    player_id TEXT NOT NULL,
    puzzle_id TEXT NOT NULL,
    first_solved BOOLEAN NOT NULL,
    solved BOOLEAN NOT NULL,
    tries INTEGER NOT NULL,
    -- Unix milliseconds: they order a player's first tries for the streak.
    first_at INTEGER NOT NULL,
    last_at INTEGER NOT NULL,
    PRIMARY KEY (player_id, puzzle_id)
);
