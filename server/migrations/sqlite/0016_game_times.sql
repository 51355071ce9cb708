-- A public game's clocks or correspondence deadline, saved with each of
-- its moves. `runs_out_at` (Unix milliseconds) is when the side to move
-- loses if no move comes first: the server looks for those that passed.
CREATE TABLE game_times (
    game_id TEXT PRIMARY KEY,
    timing TEXT NOT NULL,
    runs_out_at BIGINT,
    out_of_time BOOLEAN NOT NULL DEFAULT FALSE
);

CREATE INDEX game_times_by_deadline ON game_times (runs_out_at);
