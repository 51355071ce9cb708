-- Oware joins Kalah: a game or room names its game and Oware's two rule
-- options. Kalah's rows keep their stones and capture rule, and every
-- game and room stored before is Kalah's.
ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'kalah';
ALTER TABLE games ADD COLUMN grand_slam TEXT NOT NULL DEFAULT 'captures-nothing';
ALTER TABLE games ADD COLUMN cycles TEXT NOT NULL DEFAULT 'own-row';
ALTER TABLE rooms ADD COLUMN game TEXT NOT NULL DEFAULT 'kalah';
ALTER TABLE rooms ADD COLUMN grand_slam TEXT NOT NULL DEFAULT 'captures-nothing';
ALTER TABLE rooms ADD COLUMN cycles TEXT NOT NULL DEFAULT 'own-row';
ALTER TABLE seeks ADD COLUMN game TEXT NOT NULL DEFAULT 'kalah';
ALTER TABLE seeks ADD COLUMN grand_slam TEXT NOT NULL DEFAULT 'captures-nothing';
ALTER TABLE seeks ADD COLUMN cycles TEXT NOT NULL DEFAULT 'own-row';

-- One open seek per player per setting, the game and its options now part
-- of the setting: an Oware seek is not a 4-stone Kalah seek.
DROP INDEX one_open_seek_per_setting;
CREATE UNIQUE INDEX one_open_seek_per_setting
    ON seeks (player_id, game, stones, empty_capture, grand_slam, cycles, speed, rated, seat)
    WHERE accepted_by IS NULL;

-- An arena's games are all of one game, with its options.
ALTER TABLE arenas ADD COLUMN game TEXT NOT NULL DEFAULT 'kalah';
ALTER TABLE arenas ADD COLUMN grand_slam TEXT NOT NULL DEFAULT 'captures-nothing';
ALTER TABLE arenas ADD COLUMN cycles TEXT NOT NULL DEFAULT 'own-row';
