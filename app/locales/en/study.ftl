## The analysis of a game (/game/…/analysis), the analysis board
## (/analysis) and what Expert proves.

analysis-solving = Solving the game's positions…
analysis-unavailable = Analysis unavailable
analysis-new-game = Start a new game
# $setup: the game's set-up, "vs Computer · Medium · you play first".
analysis-title = Analysis { $setup }
# Before the game's set-up, in smaller type.
analysis-heading = Analysis
analysis-intro = Each move with its value under perfect play by both sides from then on: the final store difference for the player who moved. A move gives away stones when a better one existed.
analysis-no-moves = No moves to analyse yet.
analysis-summary = { $judged } of { $total } moves judged. { $losing } of them gave away stones ({ $lost } in all).
analysis-summary-solving = The other { $count } are being solved; this page updates itself every { $seconds } seconds.
analysis-summary-unsolved = The other { $count } could not be solved here in the time this server allows.
analysis-move-in-replay = Move { $number } in the replay
analysis-study-before = Study the position before it
analysis-back = Back to the game

study-title = Analysis board
study-description = Set up any Kalah position and see what every move is worth under perfect play.
study-solving = Solving the position…
study-rules = The rules
study-strategy = Strategy
study-mistakes = That position cannot be studied:
# $player: "Player 1" or "Player 2"; $outcome: "wins by 6", "draws" or "loses by 4".
study-value = { $player } to move. Under perfect play by both sides { $player } { $outcome } (the final difference between the stores).
study-to-move = { $player } to move.
study-all-solved = All { $total } moves solved.
study-progress-solving = { $solved } of { $total } moves solved; the other { $open } are being solved, and this page updates itself every { $seconds } seconds.
study-progress-busy = { $solved } of { $total } moves solved. The solver is busy with other positions; this page asks again in { $seconds } seconds.
study-progress-unsolved = { $solved } of { $total } moves solved; the other { $open } could not be solved here in the time this server allows.
# $value: the move's exact value with its sign, "+2", "-4", "+0".
study-worth-best = value { $value }, best
study-worth = value { $value }
study-not-solved = not solved yet
# A link to the position after the move.
study-pit = Pit { $pit }
# After "Pit 3": the move's worth and what it does.
study-line = : { $worth }; { $does }.
study-does-end = ends the game, { $score } to { $other_score }
study-does-extra-turn = the last stone lands in the store: another turn
study-does-capture = captures { $count } stones (pit { $facing } of the other side, and the last stone)
study-does-pass = the turn passes
study-board-label = The position studied
study-link = Link to this position
study-moves = Moves, best first
study-play-from-here = Play from here
# Before a choice of level.
study-against-computer = Against the computer, you playing { $player }:
study-play-computer = Play against the computer
study-two-players = Two players on this device

study-setup-heading = Set up a position
study-setup-stones = Stones in each pit and store
study-setup-empty-capture = Empty-capture rule (a last stone in an empty pit captures even when the pit facing it is empty)
study-setup-submit = Study this position

## The fields of a position and what can be wrong with one. $place is a
## field: "Player 1's pit 3", "Player 2's store", "Whose turn it is".

study-place-pit = Player { $player }'s pit { $pit }
study-place-store = Player { $player }'s store
study-whose-turn = Whose turn it is
study-game-over = That game is over: the analysis board studies positions with a move to make.
study-say-turn = Say whose turn it is: Player 1 or Player 2.
study-too-many = { $place } holds at most { $most } stones, all of a 6-stone game's.
study-field-empty = { $place } is empty: give a number of stones.
study-not-a-number = { $place } says “{ $text }”: give a whole number of stones, 0 to { $most }.
study-count = A position is 15 numbers: Player 1's pits 1 to 6 and store, Player 2's pits 1 to 6 and store, then whose turn it is (1 or 2). This one has { $found }.
study-negative = { $place } cannot hold fewer than 0 stones.
study-stone-total = The board holds { $found } stones in all, but a game has 36, 48, 60 or 72 (3 to 6 in each pit at the start).
study-player = Whose turn it is must be 1 or 2, not “{ $text }”.
study-side-empty = All of Player { $player }'s pits are empty, so that game is already over: the analysis board studies positions with a move to make.
study-stones-left = A finished game (14 numbers) has every stone in a store; add whose turn it is to study a game still running.
# $error: the reason, in English.
study-unreadable = That position cannot be read: { $error }.

## What Expert proves. Expert is the name of the strongest level.

proof-variant = { $stones }-stone Kalah
proof-variant-empty-capture = { $stones }-stone Kalah with the empty-capture rule
# $places: where Expert proves its moves, the proof-scope-… below.
proof-scope = Expert proves every move it plays in { $places }. In the other variants it searches deeply where it cannot prove a move, and says so.
# $counts: stone counts, "4", "3- and 4" (proof-counts).
proof-scope-either = { $counts }-stone Kalah, under either capture rule
proof-scope-standard = { $counts }-stone Kalah with the standard capture
proof-scope-empty-capture = { $counts }-stone Kalah with the empty-capture rule
# Joins two places where Expert proves its moves.
proof-scope-and = { $before }; in { $place }
# A stone count in a list before the last: the "3-" of "3- and 4-stone Kalah".
proof-count = { $count }-
# $rest: the counts before the last (proof-count), joined by ", ".
proof-counts = { $rest } and { $last }
# $variant: proof-variant or proof-variant-empty-capture.
proof-caveat = Expert has not proved every move in { $variant }; it searches deeply instead, and each move it could not prove is marked.
proof-preparing = Expert is still getting ready: this server has just started and is working out the endgame tables Expert proves its moves with, which takes a few minutes. Until they are ready, where Expert cannot prove a move in time it plays its best search instead, and marks that move “Not proved”.
