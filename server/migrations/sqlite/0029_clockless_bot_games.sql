-- Before house-bot games were played in a room on the arena's clock, they
-- had no clock and no room, and one the person left never ended: its
-- arena's podium would wait for it for ever. Each still unscored is
-- called off as an aborted arena game (no points, no streak), and its
-- player is free again; the game itself stays theirs to finish.
UPDATE arena_games SET result_1 = 'aborted', sowings = 0, sowings_1 = 0, sowings_2 = 0
WHERE result_1 IS NULL AND room IS NULL AND player_2 IS NULL;
DELETE FROM arena_busy
WHERE game_id IN (SELECT game_id FROM arena_games WHERE room IS NULL AND player_2 IS NULL);
