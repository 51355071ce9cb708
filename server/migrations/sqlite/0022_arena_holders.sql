-- When a player held each arena, so one player holds a few a day
-- (play::arena's limits); arenas from before have none and count as old.
ALTER TABLE arenas ADD COLUMN created_at INTEGER;
CREATE INDEX arenas_by_holder ON arenas (created_by, created_at) WHERE created_by IS NOT NULL;
