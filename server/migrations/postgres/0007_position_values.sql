-- Exact values of positions studied on the analysis board (as SQLite's 0010).
CREATE TABLE position_values (
    position TEXT NOT NULL,
    empty_capture BOOLEAN NOT NULL,
    pit BIGINT NOT NULL,
    value BIGINT NOT NULL,
    PRIMARY KEY (position, empty_capture, pit)
);
