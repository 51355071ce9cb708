-- Expert's moves it could not prove optimal (a deep search chose them).
ALTER TABLE moves ADD COLUMN unproved BOOLEAN NOT NULL DEFAULT FALSE;
