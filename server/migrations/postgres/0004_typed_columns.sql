-- Columns instead of text encodings (as SQLite's 0007): the first result's
-- two scores, and what the latest action earned as rows.
ALTER TABLE games ADD COLUMN first_score_1 BIGINT;
ALTER TABLE games ADD COLUMN first_score_2 BIGINT;
UPDATE games
SET first_score_1 = split_part(first_scores, ' ', 1)::BIGINT,
    first_score_2 = split_part(first_scores, ' ', 2)::BIGINT
WHERE first_scores IS NOT NULL;

CREATE TABLE earned (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player TEXT NOT NULL,
    milestone TEXT NOT NULL,
    PRIMARY KEY (game_id, player, milestone)
);

INSERT INTO earned (game_id, player, milestone)
SELECT id, split_part(line, ' ', 1), split_part(line, ' ', 2)
FROM games, regexp_split_to_table(earned, E'\n') AS line
WHERE earned IS NOT NULL AND position(' ' IN line) > 0
ON CONFLICT DO NOTHING;

ALTER TABLE games DROP COLUMN first_scores;
ALTER TABLE games DROP COLUMN earned;
