-- An aborted arena game was stored as a draw of no sowings; it is now
-- its own result, shown as aborted and breaking no streak.
UPDATE arena_games SET result_1 = 'aborted'
WHERE result_1 = 'draw' AND game_id IN (SELECT game_id FROM game_times WHERE aborted);
