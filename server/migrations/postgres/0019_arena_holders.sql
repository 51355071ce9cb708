-- As SQLite's 0022: when a player held each arena, so one player holds a
-- few a day; arenas from before have none and count as old.
ALTER TABLE arenas ADD COLUMN created_at BIGINT;
CREATE INDEX arenas_by_holder ON arenas (created_by, created_at) WHERE created_by IS NOT NULL;
