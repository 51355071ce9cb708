-- A player has a puzzle rating for each game of the family: every rating
-- so far is Kalah's.
CREATE TABLE puzzle_players_by_game (
    player_id TEXT NOT NULL,
    game TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    rated INTEGER NOT NULL,
    PRIMARY KEY (player_id, game)
);
INSERT INTO puzzle_players_by_game (player_id, game, rating, deviation, volatility, rated)
    SELECT player_id, 'kalah', rating, deviation, volatility, rated FROM puzzle_players;
DROP TABLE puzzle_players;
ALTER TABLE puzzle_players_by_game RENAME TO puzzle_players;
