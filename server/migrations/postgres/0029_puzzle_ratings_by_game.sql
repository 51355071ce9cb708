-- A player has a puzzle rating for each game of the family: every rating
-- so far is Kalah's.
ALTER TABLE puzzle_players ADD COLUMN game TEXT NOT NULL DEFAULT 'kalah';
ALTER TABLE puzzle_players DROP CONSTRAINT puzzle_players_pkey;
ALTER TABLE puzzle_players ADD PRIMARY KEY (player_id, game);
