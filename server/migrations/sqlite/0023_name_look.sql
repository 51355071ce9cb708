-- Names are told apart by their look (play's confusable skeleton, UTS #39)
-- rather than by their lower case: `key_kind` 1 marks a key made that
-- way. Keys of 0 are made again at start (`rekey_names`).
ALTER TABLE names ADD COLUMN key_kind INTEGER NOT NULL DEFAULT 0;
