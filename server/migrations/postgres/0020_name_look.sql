-- As SQLite's 0023: names are told apart by their look (play's confusable
-- skeleton, UTS #39); `key_kind` 1 marks a key made that way, and keys of
-- 0 are made again at start (`rekey_names`).
ALTER TABLE names ADD COLUMN key_kind BIGINT NOT NULL DEFAULT 0;
