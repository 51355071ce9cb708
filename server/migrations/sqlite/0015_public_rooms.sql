-- A seek accepted starts a public game in a room of its own: the seek
-- names the room, and the room keeps the game's speed and whether it is
-- rated. A friend's room has no speed.
ALTER TABLE seeks ADD COLUMN room TEXT;
ALTER TABLE rooms ADD COLUMN speed TEXT;
ALTER TABLE rooms ADD COLUMN rated BOOLEAN NOT NULL DEFAULT FALSE;
