-- An Oware hint's worth may depend on what a repeated position scores:
-- `hint_value` then holds the least it is worth, this the most.
ALTER TABLE games ADD COLUMN hint_up_to BIGINT;
