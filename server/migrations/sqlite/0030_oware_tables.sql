-- Oware joins Kalah: a game or room names its game and Oware's two rule
-- options. Kalah's rows keep their stones and capture rule, and every
-- game and room stored before is Kalah's.
ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'kalah';
ALTER TABLE games ADD COLUMN grand_slam TEXT NOT NULL DEFAULT 'captures-nothing';
ALTER TABLE games ADD COLUMN cycles TEXT NOT NULL DEFAULT 'own-row';
ALTER TABLE rooms ADD COLUMN game TEXT NOT NULL DEFAULT 'kalah';
ALTER TABLE rooms ADD COLUMN grand_slam TEXT NOT NULL DEFAULT 'captures-nothing';
ALTER TABLE rooms ADD COLUMN cycles TEXT NOT NULL DEFAULT 'own-row';
