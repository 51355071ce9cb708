-- Expert's moves it could not prove optimal (as SQLite's 0008).
ALTER TABLE moves ADD COLUMN unproved BOOLEAN NOT NULL DEFAULT FALSE;
