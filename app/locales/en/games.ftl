## Your games (/games) and the replay of one (/game/:id/replay).
##
## $who: whose side — you, computer, friend, one (Player 1), two (Player 2)
## or named; $name is that side's name in words ("You", "Computer", "Ada").

games-title = Your games
games-loading = Loading…
games-none = No games yet.
games-start-one = Start one
games-not-finished = Not finished
# The result column: Player 1's store, then Player 2's.
games-draw = Draw, { $one } to { $two }
games-won = { $who ->
    [you] You won
   *[other] { $name } won
}, { $one } to { $two }
games-not-fresh = (after Undo or Restart)
games-open = Open
games-replay = Replay
games-caption = Your games, newest first
games-mode = Mode
games-result = Result
games-started = Started
games-active-time = Active time
games-links = Links

games-loading-game = Loading the game…
games-replay-start = The start.
# Followed by the judgement of the move: "value -2; lost 4 stones (best: pit 5, +2)."
games-perfect-play = Under perfect play: { $judgement }
games-resigned = { $who ->
    [you] You resigned.
   *[other] { $name } resigned.
}
games-study = Study this position
# $setup: the game's set-up, "vs Computer · Medium · you play first".
games-replay-of = Replay { $setup }
# $said: what happened in that move, or "The start."
games-step = Move { $step } of { $total }. { $said }
games-steps = Replay steps
games-first = Start
games-previous = Previous
games-next = Next
games-last = End
games-export = Export the game record (text)
games-analysis = Analysis of this game
