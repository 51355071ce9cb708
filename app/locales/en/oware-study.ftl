# A finished Oware game's analysis page.
oware-analysis-intro = Each move with what it is worth under perfect play by both sides from then on, as Oware's endgame database proves it: the difference between the captures once every seed left is played out, for the player who moved (the game itself ends as soon as someone has 25 seeds, which never changes who wins). The database counts from each position on, as if nothing came before it. Where the worth depends on what a repeated position scores, it gives the two values it lies between.
oware-analysis-summary = { $judged } of { $total } moves judged by the endgame database. { $losing } of them gave away seeds (at least { $lost } in all).
oware-analysis-unproved = The other { $count } were made with more than { $seeds } seeds left on the board, beyond the database: not proved.
oware-analysis-no-database = This server has no Oware endgame database for these rules, or it is not ready yet, so no move is proved.
oware-judged-unproved = Move { $number }: { $who ->
    [you] You
   *[other] { $name }
} sowed pit { $pit }. Not proved: more seeds were left than the endgame database holds.
oware-judgement = worth { $worth }; { $verdict } (best: pit { $best_pit }, { $best }).
oware-verdict-lost = gave away { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}
oware-verdict-lost-at-least = gave away at least { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}, whatever the cycle rule
oware-verdict-depends = whether it was the best depends on the cycle rule
oware-worth-between = between { $least } and { $greatest }

# Oware's analysis board.
oware-study-title = Oware analysis board
oware-study-description = Set up any Oware position and see what every move is worth, where the endgame database proves it.
oware-study-link = Oware analysis board: what every move is worth in an endgame
oware-study-value = { $player } to move. Under perfect play by both sides { $player } { $outcome } (the difference between the captures once every seed is played out).
oware-study-value-between = { $player } to move. Under perfect play by both sides { $player } ends between { $least } and { $greatest } seeds ahead, depending on what a repeated position scores (the difference between the captures once every seed is played out).
oware-study-proved = Every move proved by the endgame database.
oware-study-unproved = Not proved: this position has more seeds on the board than the endgame database holds ({ $seeds }).
oware-study-no-database = Not proved: this server has no Oware endgame database for these rules, or it is not ready yet.
oware-study-worth-best = worth { $worth }, best
oware-study-worth = worth { $worth }
oware-study-not-proved = not proved
oware-study-does-capture = captures { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}
oware-study-does-lands = the last seed lands in { $place }
oware-study-does-end = ends the game, { $score } to { $other_score }
oware-study-position = Position (15 numbers, or PlayStrategy's text)
oware-study-submit = Study this position
oware-study-setup-heading = Set up an Oware position
oware-study-setup-help = Fifteen numbers: Player 1's pits 1 to 6 and captures, Player 2's pits 1 to 6 and captures, then whose turn it is (1 or 2). The start is 4,4,4,4,4,4,0,4,4,4,4,4,4,0,1.
oware-study-mistake = That position cannot be studied: { $why }

# A hint in Oware.
oware-hint-ahead = With perfect play from here you finish { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
} ahead in captures once every seed is played out.
oware-hint-behind = With perfect play by both from here you finish { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
} behind in captures once every seed is played out.
oware-hint-draw = With perfect play by both from here the captures end level.
oware-hint-between = With perfect play by both from here you finish between { $least } and { $greatest } seeds ahead in captures once every seed is played out, depending on what a repeated position scores.
oware-hint-unproved = (The strongest move found in the time allowed: not proved.)
