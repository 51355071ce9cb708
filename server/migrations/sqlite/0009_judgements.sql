-- Exact values of a game's moves, each solved once (in the background when
-- it takes long): the analysis reads them back. Keyed by the position and
-- the pit, so a line changed by Undo keeps what still applies.
CREATE TABLE judgements (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    position TEXT NOT NULL,
    pit INTEGER NOT NULL,
    played INTEGER NOT NULL,
    best INTEGER NOT NULL,
    best_pit INTEGER NOT NULL,
    PRIMARY KEY (game_id, position, pit)
);
