-- Rooms and device links are found by the SHA-256 digest of their token,
-- so the time an index lookup takes says nothing about a guessed token.
-- Rows from before are given their key when the server starts.
ALTER TABLE rooms ADD COLUMN token_key TEXT;
CREATE UNIQUE INDEX rooms_by_token_key ON rooms (token_key);
ALTER TABLE device_links ADD COLUMN token_key TEXT;
CREATE UNIQUE INDEX device_links_by_token_key ON device_links (token_key);
