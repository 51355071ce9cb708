# Oware: the board, its moves in words, its refusals and its choices.

game-oware = Oware
oware-proof-caveat = In Oware, Expert proves its moves only in the endgames its database holds, where the server has one; a move it searched for instead is marked.
record-oware = Game: Oware; grand slam { $grand_slam }, cycles { $cycles }
illegal-does-not-feed = pit { $pit } gives no seeds to your opponent, who has none: you must give them seeds
illegal-does-not-feed-to = pit { $pit } gives no seeds: you must give seeds to { $name }, who has none
illegal-grand-slam = pit { $pit } would capture every seed your opponent has, which these rules forbid while another move exists
forecast-does-not-feed = Pit { $pit }: not allowed, you must give seeds to { $owner ->
    [you] you
   *[other] { $owner_name }
}, who has none.
forecast-grand-slam = Pit { $pit }: the last seed lands in { $place }; a grand slam, which captures nothing.

oware-move = { $who ->
    [you] You
   *[other] { $name }
} sowed pit { $pit }: { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}, the last in { $place }.
oware-captured = Captured { $captures }.
oware-capture-first = { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
} from pit { $pit }
oware-capture-next = { $count } from pit { $pit }
oware-list = { $rest } and { $last }
oware-grand-slam = That would have taken every seed { $owner ->
    [you] you have
   *[other] { $owner_name } has
}, so it captures nothing.
oware-end-more-than-half = { $who ->
    [you] You have
   *[other] { $name } has
} captured more than half the seeds: the game is over.
oware-end-no-move = { $who ->
    [you] You cannot
   *[other] { $name } cannot
} give seeds to { $owner ->
    [you] you
   *[other] { $owner_name }
}, who has none: the game is over.
oware-end-repetition = The position came round again: the game is over.
oware-takes = { $who ->
    [you] you take
   *[other] { $name } takes
} { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}
oware-seeds-left = Seeds left: { $takes }.
oware-pit-label = { $owner ->
    [you] Your pit { $pit }
   *[other] { $owner_name }'s pit { $pit }
}, { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}
oware-store-label = { $owner ->
    [you] Your captures
   *[other] { $owner_name }'s captures
}, { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}

home-oware = Oware
home-oware-intro = The family's most played game: twelve pits of four seeds, captures of twos and threes on your opponent's row, and the duty to feed them. Play it against the computer, you first:
home-oware-same-device = Oware, two on one device
home-oware-friend = Oware with a friend: get a link
oware-option-grand-slam = Grand slam:
oware-grand-slam-captures-nothing = played, captures nothing
oware-grand-slam-forbidden = forbidden unless the only move
oware-option-cycles = A repeated position:
oware-cycles-own-row = each takes their own row
oware-cycles-split = the seeds left are shared
home-oware-level = Oware · { $level }
home-oware-start = Start Oware

# The lobby, the watch list, the ratings and the leaderboard.
seek-refusal-game = choose Kalah or Oware, and Oware's options from the list
lobby-game = Game
lobby-seek-oware = Oware, { $mode ->
    [rated] rated
   *[casual] casual
}
lobby-play-now-oware = Oware · { $speed }
watch-game-oware = Oware, { $speed }, { $mode ->
    [rated] rated
   *[casual] casual
}, move { $number }
leaderboard-oware-live = Oware · Live
leaderboard-oware-correspondence = Oware · Correspondence
profile-rating-oware-live = Oware live rating
profile-rating-oware-correspondence = Oware correspondence rating
oware-family-link = Oware, the family's most played game: its rules, strategy and history
home-oware-rules-link = Oware's rules, with examples

# Oware's achievements.
achievement-oware-capture = First Oware capture
achievement-oware-capture-how = In Oware, make one of your opponent's pits hold 2 or 3 seeds with your last seed.
achievement-chain-capture = Chain capture
achievement-chain-capture-how = In Oware, capture from three pits or more with one move.

# The board in words and what each pit would do.
oware-captures = Captures: { $near } { $near_count }, { $far } { $far_count }.
oware-forecast-lands = Pit { $pit }: the last seed lands in { $place }.
oware-forecast-capture = Pit { $pit }: the last seed lands in { $place }, capturing { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}.


# A grand slam refused, the record, the page's description, quick pairing.
oware-forecast-grand-slam-forbidden = Pit { $pit }: not allowed, it would capture every seed your opponent has.
oware-record-title = Oware game record
oware-controls-description = A game of Oware in progress: the board, the moves so far and whose turn it is.
lobby-play-now-oware-intro = Or a rated game of Oware, on the same terms:

# A friend's room of Oware.
room-share-title-oware = Play Oware with me
room-invited-oware = A friend invites you to a game of Oware. You play second.

# The keyboard help of an Oware game.
oware-controls-keys-rows = read out your row, the opponent's row, the captures
