-- Hints: how many a game used (such games are marked), and the latest one
-- with the ply it was asked at and the value of the hinted move if the
-- solver proved it.
ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN hint_ply INTEGER;
ALTER TABLE games ADD COLUMN hint_pit INTEGER;
ALTER TABLE games ADD COLUMN hint_value INTEGER;
