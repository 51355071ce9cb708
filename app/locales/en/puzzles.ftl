## The puzzles (/puzzles) and one puzzle (/puzzles/…).

puzzles-title = Kalah puzzles
puzzles-description = Kalah puzzles from perfect play: find the move that stands out.
puzzles-heading = Puzzles
puzzles-lead = Each puzzle is a position from the computer's games (the levels against each other, Expert against each level, the opening book) where one move stands out under perfect play: it is the only move that keeps the win (or the draw), or it is worth clearly more than any other. When it earns another turn, find the next move too.
puzzles-loading = Loading…
puzzles-today = Today's puzzle
puzzles-for-you = A puzzle for you
puzzles-yours = Your puzzles
puzzles-by-difficulty = By difficulty
# $plies: the number of plies from which a result counts as far off (12).
puzzles-difficulty-explained = Difficulty 1 to 5 counts how many of the Easy, Medium and Hard players miss the move, plus one for a chain of moves and one for a result { $plies } or more plies away (a ply is one side's move; the result is sure once a store holds more than half the stones). Each puzzle also has a rating from players' first tries: solving it is a win against the puzzle, missing it a loss.
puzzles-total = { $count } puzzles in all, each found and valued by the solver.

puzzles-rating = Your puzzle rating: { $rating }.
puzzles-rating-provisional = Your puzzle rating: { $rating } (provisional: a few more first tries settle it).
# Before a link to the page that continues on another device.
puzzles-unrated-before = Solve a puzzle to get a puzzle rating. Your first try at each puzzle counts for it; your tries stay with this browser, and
puzzles-unrated-link = Continue on another device
puzzles-unrated-after = takes them along.
# $id: the puzzle's name, a few letters and digits.
puzzles-puzzle = Puzzle { $id }
# After a link "Puzzle …" in a list.
puzzles-list-difficulty = , difficulty { $difficulty }
puzzles-standing = Solved { $solved } of the { $tried } puzzles you tried. Streak: { $streak } first tries solved in a row (best { $best }).
puzzles-missed = Missed, to try again
puzzles-solved-list = Solved, latest first ({ $count })

puzzles-table-caption = How players do at each difficulty (first tries only)
puzzles-difficulty = Difficulty { $difficulty }
puzzles-col-difficulty = Difficulty
puzzles-col-puzzles = Puzzles
puzzles-col-plies = Mean plies to the result
puzzles-col-tries = First tries
puzzles-col-solved = Solved
puzzles-col-rating = Mean rating

puzzles-not-found = No such puzzle
puzzles-not-found-text = There is no puzzle at this link. It may have been mistyped.
puzzles-all = All puzzles
# $difficulty: 1 to 5.
puzzles-subtitle = difficulty { $difficulty } of 5, rated { $rating }
puzzles-board-label = The puzzle
puzzles-answer-hidden = Its answer shows once you have tried it.
# $player: "Player 1" or "Player 2".
puzzles-find = { $player } to move: find the move that stands out.
puzzles-right = Right: pit { $pit } earns another turn. Find the next move.
# A move and what it leads to under perfect play, in a list joined by
# semicolons; $outcome is "wins by 6", "draws" or "loses by 4". The first
# letter of the list is made a capital.
puzzles-pit-outcome = pit { $pit } { $outcome }
puzzles-solved = Solved!
# $values: the moves of the next step and what they lead to.
puzzles-then = Then: { $values }
puzzles-tried = Pit { $pit } { $outcome }
puzzles-tried-illegal = Pit { $pit } cannot be sown here
# $tried: "Pit 2 loses by 4" or "Pit 2 cannot be sown here".
puzzles-missed-move = Not this one: { $tried }. The move was pit { $pit }.
puzzles-sure-before = The winner was sure before this move; the puzzle is by how much.
puzzles-sure-after = Along the best line the result is sure after { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}.
puzzles-first-try-only = Only your first try at each puzzle changes it.
puzzles-try-again = Try it again
puzzles-next = Next puzzle
puzzles-study = Study the position
