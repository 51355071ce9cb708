## The game in words: sides, set-ups, moves, turns, results and the board
## read out. Said in the game and room islands, so only text, variables
## and choices on a variable.
##
## $who, $owner, $winner: whose side — you, computer, friend, one (Player 1),
## two (Player 2) or named (a player's chosen name, in $name / $owner_name
## / $winner_name). The *_name variables always hold the side's name in
## words ("You", "Computer", "Ada"), for the choices that just print it.

side-name = { $who ->
    [you] You
    [computer] Computer
    [friend] Friend
    [one] Player 1
    [two] Player 2
   *[named] { $name }
}

level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert

setup-computer = vs Computer · { $level } · you play { $seat ->
    [one] first
   *[two] second
}
setup-same-device = 2 players on this device
setup-friend = vs a friend · you play { $seat ->
    [one] first
   *[two] second
}
setup-named = vs { $name } · you play { $seat ->
    [one] first
   *[two] second
}
setup-watching = Two friends, watching
setup-watching-named = { $one } vs { $two }, watching
setup-stones = { $stones } stones
setup-stones-empty-capture = { $stones } stones · empty capture

game-aborted = The game was aborted: no result, and no rating changes.
game-resigned = { $who ->
    [you] You resigned.
   *[other] { $name } resigned.
} { $winner ->
    [you] You win.
   *[other] { $winner_name } wins.
}
game-out-of-time = { $who ->
    [you] You ran out of time.
   *[other] { $name } ran out of time.
} { $winner ->
    [you] You win.
   *[other] { $winner_name } wins.
}

turn-yours = Your turn.
turn-computer = Computer's turn.
turn-friend = Your friend's turn.
turn-named = { $name }'s turn.
turn-to-move = { $name } to move.

achievement-unlocked = Achievement unlocked: { $title }.
move-unproved = Not proved: Expert searched for this move.
status-thinking = Computer is thinking…
status-sowing = Sowing…

note-undone = Move taken back.
note-redone = Move replayed.
note-paused = Game paused.
note-resumed = Game resumed.
note-restarted = The game started again.
note-handed-over = Your friend left; the computer ({ $level }) plays their side.
note-no-first-move = { $who ->
    [you] You did not make your first move in time.
   *[other] { $name } did not make a first move in time.
}

hint = Hint: sow pit { $pit }.
hint-ahead = With perfect play from here you finish { $count ->
    [one] { $count } stone
   *[other] { $count } stones
} ahead.
hint-behind = With perfect play by both from here you finish { $count ->
    [one] { $count } stone
   *[other] { $count } stones
} behind.
hint-draw = With perfect play by both from here the game is a draw.
hint-unsolved = (The strongest move found in the time allowed.)

judged = Move { $number }: { $who ->
    [you] You
   *[other] { $name }
} sowed pit { $pit }, { $judgement }
judged-solving = Move { $number }: { $who ->
    [you] You
   *[other] { $name }
} sowed pit { $pit }. Not judged yet: being solved.
judged-unsolved = Move { $number }: { $who ->
    [you] You
   *[other] { $name }
} sowed pit { $pit }. Not judged: it could not be solved here in the time allowed.
judgement = value { $value }; { $verdict } (best: pit { $best_pit }, { $best }).
verdict-kept-win = kept the win
verdict-kept-draw = kept the draw
verdict-best = was the best there was
verdict-lost = lost { $count ->
    [one] { $count } stone
   *[other] { $count } stones
}

place-pit = { $owner ->
    [you] your pit { $pit }
   *[other] { $owner_name }'s pit { $pit }
}
place-store = { $owner ->
    [you] your store
   *[other] { $owner_name }'s store
}

move-capture = { $who ->
    [you] You
   *[other] { $name }
} sowed pit { $pit }: captured { $count ->
    [one] { $count } stone
   *[other] { $count } stones
} from pit { $facing }.
move-extra-turn = { $who ->
    [you] You
   *[other] { $name }
} sowed pit { $pit }: last stone in { $place }, extra turn.
move-landed = { $who ->
    [you] You
   *[other] { $name }
} sowed pit { $pit }: last stone in { $place }.
move-sowed = { $who ->
    [you] You
   *[other] { $name }
} sowed pit { $pit }.
swept = { $count ->
    [one] { $count } stone goes
   *[other] { $count } stones go
} to { $owner ->
    [you] your store
   *[other] { $owner_name }'s store
}
game-over = A side is empty: the game is over.
game-over-swept = A side is empty: the game is over; { $swept }.
game-over-swept-both = A side is empty: the game is over; { $first } and { $second }.

result-draw = Draw, { $one } to { $two }.
result-win = { $who ->
    [you] You win
   *[other] { $name } wins
}, { $score } to { $other_score }.

pit-label = { $owner ->
    [you] Your pit { $pit }
   *[other] { $owner_name }'s pit { $pit }
}, { $count ->
    [one] { $count } stone
   *[other] { $count } stones
}
store-label = { $owner ->
    [you] Your store
   *[other] { $owner_name }'s store
}, { $count ->
    [one] { $count } stone
   *[other] { $count } stones
}
pits-label = Button controls: pits and stores
pit-last-move = (last move)
side-label = P{ $number } · { $name }

outcome-draws = draws
outcome-wins = wins by { $count }
outcome-loses = loses by { $count }

span-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
span-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
span-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}

## The board in words (the readouts).

readouts-summary = Board in words
row = { $owner ->
    [you] Your row
   *[other] { $owner_name }'s row
}, pit 1 to 6: { $counts }.
stores = Stores: { $near } { $near_count }, { $far } { $far_count }.
forecast-over = The game is over.
forecast-empty = Pit { $pit } is empty.
forecast-lands = Pit { $pit }: the last stone lands in { $place }.
forecast-capture = Pit { $pit }: the last stone lands in { $place }, capturing { $count ->
    [one] { $count } stone
   *[other] { $count } stones
}.
forecast-extra-turn = Pit { $pit }: the last stone lands in { $place }, extra turn.
forecast-ends = This ends the game.
forecasts-heading = What each of { $owner ->
    [you] your pits
   *[other] { $owner_name }'s pits
} would do
last-move = Last move: { $move }
last-move-none = No move since the game started or the last undo.

## The milestones.

achievement-first-sow = First sow
achievement-extra-turn = Extra turn
achievement-capture = First capture
achievement-finished = Game finished
achievement-win-vs-computer = Beat the computer
achievement-fresh-hard-win = Fresh win on Hard or Expert
achievement-clean-win = Clean win
achievement-three-levels = Three levels
achievement-first-sow-how = Sow a pit for the first time.
achievement-extra-turn-how = End a sowing in your store to earn another turn.
achievement-capture-how = Capture stones by ending in one of your empty pits.
achievement-finished-how = Finish a game.
achievement-win-vs-computer-how = Win a game against the computer.
achievement-fresh-hard-win-how = Win on Hard or Expert without Undo or Restart.
achievement-clean-win-how = Win against the computer without Undo or Restart.
achievement-three-levels-how = Win without Undo or Restart against three different levels.
