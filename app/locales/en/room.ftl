## The room page: playing a friend (or a player from the lobby) through a
## link. Said in the room island, so only text, variables and choices on
## a variable. Names of players are never translated.

room-loading = Loading the room…
room-play-friend = Play a friend
# $setup is the game's set-up in words ("vs a friend · you play first").
room-title-game = Game { $setup }
room-title-first = Game vs { $name } · you play first
room-title-second = Game vs { $name } · you play second
room-title-watching = { $first } vs { $second }
room-not-found = Room not found
room-unavailable = The room cannot be shown
room-start-new = Start a new game

## Before the game.

room-host-invite = Send this link to your friend. The game starts when they open it and join; you play first.
# Followed by the link.
room-link = Link:
room-copy-link = Copy link
room-share = Share
room-link-copied = Link copied.
# The title of the shared link.
room-share-title = Play Kalah with me
room-waiting = Waiting for your friend to join…
room-invited = A friend invites you to a game of Kalah. You play second.
room-join = Join

## During and after the game. $connected, $first, $second: yes or no.

room-heading = Room
room-presence-friend = { $connected ->
    [yes] Your friend is connected.
   *[no] Your friend is not connected.
}
room-presence-named = { $connected ->
    [yes] { $name } is connected.
   *[no] { $name } is not connected.
}
room-watching = You are watching.
room-watching-friends = You are watching. Player 1 is { $first ->
    [yes] connected
   *[no] not connected
}; Player 2 is { $second ->
    [yes] connected
   *[no] not connected
}.
room-play-again = Find another { $speed } game
room-rematch = Rematch (swap sides)
room-rematch-asked-friend = Rematch asked. Waiting for your friend to accept…
room-rematch-asked-named = Rematch asked. Waiting for { $name } to accept…
room-rematch-offered-friend = Your friend asks for a rematch with sides swapped.
room-rematch-offered-named = { $name } asks for a rematch with sides swapped.
room-accept-rematch = Accept rematch (swap sides)
# $away: a span of time ("2 minutes"); $level: the computer's level ("Medium").
room-friend-away = Your friend has been away for over { $away }. You can finish the game against the computer ({ $level }).
room-continue = Continue vs computer

## A game from the lobby: its players, terms and ratings.

room-rating-new = new
room-rating-provisional = { $rating }, provisional
# $first_rating, $second_rating: a rating ("1500"), room-rating-new or
# room-rating-provisional; $speed: "5+3: 5 minutes, plus 3 seconds a move";
# $rated: yes or no.
room-players = Player 1: { $first } ({ $first_rating }). Player 2: { $second } ({ $second_rating }). { $speed }, { $rated ->
    [yes] rated
   *[no] casual
}.
# $changes: each player's change, as "Ada 1500 → 1662 (+162)", joined by "; ".
room-ratings = Ratings: { $changes }.
# $date: "Fri 11 Dec 2026, 14:05 UTC"; $left: "2 days 3 hours".
room-deadline = { $name }'s move is due by { $date } ({ $left } left).
# $first_points, $second_points: points, as 1½.
room-score = Games here: { $first } { $first_points }, { $second } { $second_points }.

## Checking for the other player's move without JavaScript.

room-check-now = Check for opponent's move
room-check-automatically = Check automatically
room-stop-checking = Stop checking automatically
room-checks-every = This page checks by itself every { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}.
room-checks-never = This page does not check by itself.
room-arena = A game of the tournament
room-arena-next = Next game in { $seconds } seconds, from the tournament.
room-arena-pause = Pause: no next game
room-arena-back = Back to the tournament { $name }
room-berserk = Berserk: half your time, no increment, a point more for a win
room-berserked = { $name } went berserk.
room-house-bot = House bot
room-title-house-bot = { $name } against the house bot
room-presence-house-bot = The house bot replies at once; only your clock runs.
