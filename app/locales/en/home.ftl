## The home page: how to play, against whom.

home-title = Play Kalah
home-description = Play Kalah, the classic Mancala game: against the computer from Easy to a perfect Expert, with a friend through a link, or two on one device; with or without JavaScript.
home-lead = Sow stones around the board, land in your store for another turn, capture from empty pits. Most stones in your store wins.

home-computer = Play vs computer
home-you-play-first = You play first.
# $level: a level's name (level-medium).
home-play-second = Play second · { $level }
# Before a list of levels.
home-level = Level
# Before a list: first, second.
home-you-play = You play
home-seat-first = first
home-seat-second = second
home-start = Start

# The variant fields of every new-game form, also in the lobby.
home-stones-per-pit = Stones per pit
home-empty-capture = Empty-capture rule

home-people = Play people
home-people-intro = Find an opponent in the lobby: live games with a clock, or correspondence with days per move; rated or casual. No sign-up, just a name.
home-people-link = Go to the lobby

home-friend = Play a friend
home-friend-intro = Get a link to send; your friend opens it on their own device and joins. You play first.
home-friend-link = Play a friend (send a link)
home-friend-variant = Play a friend with this variant

# Heading and button.
home-same-device = 2 players on this device
home-same-device-intro = Take turns on one screen. Player 1 moves first.
home-same-device-variant = 2 players with this variant
# Followed by a link, home-variants-link.
home-variants = Variants: 3 to 6 stones per pit, and the empty-capture rule.
home-variants-link = What they change

# One line: home-study, a link (home-study-analysis), home-study-between,
# a link (home-study-puzzles), home-study-end right after it.
home-study = Study:
home-study-analysis = the analysis board
home-study-between = (any position, every move's value under perfect play) and
home-study-puzzles = puzzles
home-study-end = .
