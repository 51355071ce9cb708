-- The devices signed in as each player: one row a session, by the key its
-- row has in the session table (server::devices), and when a player last
-- signed their other devices out.
CREATE TABLE devices (
    session_key TEXT PRIMARY KEY,
    player_id TEXT NOT NULL,
    first_seen INTEGER NOT NULL,
    last_seen INTEGER NOT NULL,
    user_agent TEXT NOT NULL
);
CREATE INDEX devices_by_player ON devices (player_id, last_seen);
CREATE TABLE sign_outs (
    player_id TEXT PRIMARY KEY,
    at INTEGER NOT NULL
);
