# Oware's puzzles, on the puzzles page and each puzzle's own.
oware-puzzles-heading = Oware puzzles
oware-puzzles-lead = Endgames from Oware's endgame database where one move stands out whatever a repeated position scores: it is the only move that keeps the win (or the draw). Your Oware puzzle rating is kept apart from your Kalah one.
oware-puzzles-today = Today's Oware puzzle
oware-puzzles-for-you = An Oware puzzle for you
oware-puzzles-total = { $count } Oware puzzles in all, each proved by the endgame database.
oware-puzzles-rating = Your Oware puzzle rating: { $rating }.
oware-puzzles-rating-provisional = Your Oware puzzle rating: { $rating } (provisional: a few more first tries settle it).
oware-puzzles-puzzle = Oware puzzle { $id }
oware-puzzles-pit-least = pit { $pit } ends at least { $value }
oware-puzzles-pit-most = pit { $pit } at most { $value }
oware-puzzles-tried = Pit { $pit } ends at most { $value }
oware-puzzles-whatever-the-rule = Each value is the difference between the captures with perfect play once every seed is played out, as the endgame database proves it whatever a repeated position scores.
