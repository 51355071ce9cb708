## The lobby: the player's name, open seeks and the form that opens one.
## $mode: rated or casual.

lobby-title = Play people
lobby-loading = Loading…

# Followed by a link, lobby-accepted-go.
lobby-accepted = A player accepted your seek.
lobby-accepted-go = Go to your game
# Followed by lobby-checks-every or lobby-checks-off.
lobby-waiting = Waiting for someone to accept your seek.
lobby-checks-every = This page checks every { $seconds } seconds and takes you to the game.
lobby-checks-off = This page does not check by itself.
lobby-checks-stop = Stop checking automatically
lobby-checks-start = Check automatically
lobby-check-now = Check now

# After a while with nobody: a game against the computer instead.
# $level: a level's name (home-level-medium).
lobby-offer-heading = Nobody yet
lobby-offer = Nobody has taken your seek yet. Play the computer at { $level } meanwhile? Your seek stays open here.
lobby-offer-play = Play the computer ({ $level })

lobby-play-now = Play now
lobby-play-now-intro = A rated game of 4 stones with the first player waiting for the same, nearest your rating; or wait for one.

# A speed: "5+3" ($speed) stays as it is.
lobby-speed-live = { $speed }: { $minutes } minutes, plus { $seconds } seconds a move
lobby-speed-days = { $days ->
    [one] { $days } day per move
   *[other] { $days } days per move
}

# The table of open seeks.
lobby-seeks-heading = Open seeks
lobby-seeks-caption = Open seeks, oldest first
lobby-column-player = Player
lobby-column-rating = Rating
lobby-column-game = Game
lobby-column-seat = Their seat
lobby-column-action = Action
lobby-no-seeks = No open seeks just now. Open one, and it is listed here for others to accept.
lobby-more-seeks = { $count ->
    [one] One more seek is open.
   *[other] { $count } more seeks are open.
} The oldest are listed first.
lobby-name-first = Choose your name above to accept a seek or open one.
# A player who chose no name.
lobby-anonymous = A player
# After the visitor's own name.
lobby-you = (you)
# A player without a rating yet.
lobby-rating-new = new
# Followed by the speed, "5+3".
lobby-seek-game = { $stones } stones, { $mode ->
    [rated] rated
   *[casual] casual
},
lobby-seek-game-empty-capture = { $stones } stones, empty capture, { $mode ->
    [rated] rated
   *[casual] casual
},
# A correspondence speed, short.
lobby-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
lobby-seat-random = Random
lobby-seat-one = Player 1
lobby-seat-two = Player 2
lobby-cancel = Cancel
lobby-accept = Accept
# Read out on the buttons: $name is the seek's player.
lobby-cancel-label = Cancel { $name }'s seek
lobby-accept-label = Accept { $name }'s seek

# The form that opens a seek.
lobby-seek-heading = Open a seek
lobby-seek-intro = Your offer is listed for others; the game starts when one of them accepts.
lobby-speed = Speed
lobby-ratings = Ratings
lobby-rated = Rated
lobby-casual = Casual
lobby-your-seat = Your seat
lobby-seat-first = Player 1 (moves first)
lobby-open-seek = Open seek

# The visitor's name.
lobby-name-heading = Your name
lobby-name-intro-new = Other players see you by a name of your choosing: pick one before your first game with people. No sign-up: it belongs to this browser, and your device link carries it to your other devices.
lobby-name-choose = Choose this name
lobby-name-intro = Other players see you by this name.
lobby-name-change = Change name
# Followed by the name.
lobby-name-current = Your name:
lobby-name-label = Name
lobby-name-rules = 3 to 20 letters, digits, spaces, - or _.

# A correspondence deadline: "Fri 11 Dec 2026, 14:15 UTC". $weekday and
# $month are the names below; $hour and $minute have two digits.
lobby-date = { $weekday } { $day } { $month } { $year }, { $hour }:{ $minute } UTC
lobby-monday = Mon
lobby-tuesday = Tue
lobby-wednesday = Wed
lobby-thursday = Thu
lobby-friday = Fri
lobby-saturday = Sat
lobby-sunday = Sun
lobby-january = Jan
lobby-february = Feb
lobby-march = Mar
lobby-april = Apr
lobby-may = May
lobby-june = Jun
lobby-july = Jul
lobby-august = Aug
lobby-september = Sep
lobby-october = Oct
lobby-november = Nov
lobby-december = Dec

# Time left to move: "40 minutes", "5 hours 12 minutes", "2 days 3 hours".
lobby-left-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
lobby-left-hours = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
} { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
lobby-left-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
} { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}
