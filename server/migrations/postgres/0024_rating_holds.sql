-- As SQLite's 0027: ratings that look farmed are held off the
-- leaderboards until looked at; what that rule reads of each rated game
-- and device.
ALTER TABLE devices ADD COLUMN network TEXT NOT NULL DEFAULT '';
CREATE INDEX devices_by_network ON devices (network);
ALTER TABLE rating_changes ADD COLUMN opponent_id TEXT NOT NULL DEFAULT '';
ALTER TABLE rating_changes ADD COLUMN quick BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE rating_changes ADD COLUMN one_address BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE rating_changes SET opponent_id = COALESCE((
    SELECT other.player_id FROM rating_changes other
    WHERE other.game_id = rating_changes.game_id
      AND other.player_id <> rating_changes.player_id), '');
CREATE INDEX rating_changes_by_time ON rating_changes (player_id, rated_at);
-- A player held (cleared_at NULL) or looked at and cleared: after that,
-- only games rated since count towards holding them again.
CREATE TABLE rating_holds (
    player_id TEXT PRIMARY KEY,
    reason TEXT NOT NULL,
    since BIGINT NOT NULL,
    cleared_at BIGINT
);
