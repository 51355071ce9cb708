-- Columns instead of text encodings: the first result's two scores, and
-- what the latest action earned as rows (it was "player milestone" lines).
ALTER TABLE games ADD COLUMN first_score_1 INTEGER;
ALTER TABLE games ADD COLUMN first_score_2 INTEGER;
UPDATE games
SET first_score_1 = CAST(substr(first_scores, 1, instr(first_scores, ' ') - 1) AS INTEGER),
    first_score_2 = CAST(substr(first_scores, instr(first_scores, ' ') + 1) AS INTEGER)
WHERE first_scores IS NOT NULL;

CREATE TABLE earned (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player TEXT NOT NULL,
    milestone TEXT NOT NULL,
    PRIMARY KEY (game_id, player, milestone)
);

WITH RECURSIVE lines (game_id, line, rest) AS (
    SELECT id, '', earned || char(10) FROM games WHERE earned IS NOT NULL
    UNION ALL
    SELECT game_id, substr(rest, 1, instr(rest, char(10)) - 1), substr(rest, instr(rest, char(10)) + 1)
    FROM lines WHERE rest <> ''
)
INSERT OR IGNORE INTO earned (game_id, player, milestone)
SELECT game_id, substr(line, 1, instr(line, ' ') - 1), substr(line, instr(line, ' ') + 1)
FROM lines WHERE instr(line, ' ') > 0;

ALTER TABLE games DROP COLUMN first_scores;
ALTER TABLE games DROP COLUMN earned;
