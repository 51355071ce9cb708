-- A public game's clocks or deadline (as SQLite's 0016).
CREATE TABLE game_times (
    game_id TEXT PRIMARY KEY,
    timing TEXT NOT NULL,
    runs_out_at BIGINT,
    out_of_time BOOLEAN NOT NULL DEFAULT FALSE
);

CREATE INDEX game_times_by_deadline ON game_times (runs_out_at);
