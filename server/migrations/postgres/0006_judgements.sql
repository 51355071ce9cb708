-- Exact values of a game's moves, each solved once (as SQLite's 0009).
CREATE TABLE judgements (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    position TEXT NOT NULL,
    pit BIGINT NOT NULL,
    played BIGINT NOT NULL,
    best BIGINT NOT NULL,
    best_pit BIGINT NOT NULL,
    PRIMARY KEY (game_id, position, pit)
);
