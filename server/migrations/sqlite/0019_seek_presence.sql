-- When each seek's player was last seen on a page that waits on it: a
-- live seek stays open only while its player is there.
ALTER TABLE seeks ADD COLUMN seen_at INTEGER NOT NULL DEFAULT 0;
UPDATE seeks SET seen_at = created_at;
