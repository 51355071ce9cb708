-- As SQLite's 0028: an aborted arena game is its own result, not a
-- draw of no sowings.
UPDATE arena_games SET result_1 = 'aborted'
WHERE result_1 = 'draw' AND game_id IN (SELECT game_id FROM game_times WHERE aborted);
