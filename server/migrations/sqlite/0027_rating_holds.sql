-- Ratings that look farmed (play::looks_farmed) are held off the
-- leaderboards until the operator has looked at them. For that, each
-- rated game's change notes the opponent, whether the game was given up
-- quickly and whether the two players' devices were at one network
-- address; a device notes its network (an IPv4 address, an IPv6 /64).
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
