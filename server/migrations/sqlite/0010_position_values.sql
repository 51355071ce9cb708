-- Exact values of positions studied on the analysis board, each move
-- solved once and kept for everyone who asks again.
CREATE TABLE position_values (
    position TEXT NOT NULL,
    empty_capture BOOLEAN NOT NULL,
    pit INTEGER NOT NULL,
    value INTEGER NOT NULL,
    PRIMARY KEY (position, empty_capture, pit)
);
