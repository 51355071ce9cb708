-- When each seek's player was last seen (as SQLite's 0019).
ALTER TABLE seeks ADD COLUMN seen_at BIGINT NOT NULL DEFAULT 0;
UPDATE seeks SET seen_at = created_at;
