## Why an action was refused, as the player reads it. Said in the islands
## too: only text, variables and choices on a variable.

refusal-bad-input = The form was not understood ({ $what }). Nothing changed.
refusal-game-not-found = There is no game at this link. It may have been mistyped.
refusal-room-not-found = There is no room at this link. It may have been mistyped, or it expired: a room closes some time after it was made, and sooner once nobody is in it.
refusal-link-not-found = This device link does not work: it was mistyped or replaced by a newer one. Make a new link on the device that has your games.
refusal-puzzle-not-found = There is no puzzle at this link. It may have been mistyped.
refusal-try-ended = That move came after the try had ended, so it was not counted. Nothing changed.
refusal-seat-taken = Both seats in this room are taken. You can watch the game.
refusal-not-now = Not now: { $why }. Nothing changed.
refusal-not-your-game = This game belongs to another player, so you cannot see or move in it.
refusal-stale-form = That was sent from an out-of-date page (a double click or the back button?). Nothing changed; here is the game as it is now.
refusal-not-your-turn = It is not your turn. Nothing changed.
refusal-game-over = The game is over. Start a new one with New game.
refusal-paused = The game is paused. Press Resume to go on; nothing changed.
refusal-journal-full = This game has reached its limit of { $limit } recorded actions, so nothing more can be added. Nothing changed; start a new attempt with New game.
refusal-illegal-move = That move is not allowed: { $reason }. Nothing changed.
refusal-nothing-to-undo = There is nothing to undo.
refusal-nothing-to-redo = There is nothing to redo.
refusal-nothing-to-restart = There is nothing to restart: the game is at its opening.
refusal-no-hints = Hints are offered in games against Easy and Medium. Nothing changed.
refusal-unavailable = The server could not save or load just now. Nothing changed; please try again.
refusal-slow-down = Slow down: that is more new games in a minute than anyone can play. Nothing was started; wait a minute, then try again.
refusal-too-often = Slow down: that is more than anyone does in a while. Nothing changed; try again in { $span }.
refusal-too-many-open-games = You already have { $limit } unfinished games. Finish one of them (Your games lists them) before starting another.
refusal-name = { $why } Your name did not change.
refusal-seek = { $why } No seek was opened.
refusal-seek-not-found = That seek is no longer open: its player cancelled it or left. Nothing changed; choose another or open your own.
refusal-seek-taken = Another player accepted that seek first. Nothing changed; choose another or open your own.
refusal-player-not-found = No player has this name. It may have been mistyped, or its player chose another.
refusal-out-of-time = Your time ran out before that move arrived, so it was not played: the game is lost on time.
refusal-no-first-move = That came too late: a side did not make its first move in time, so the game was aborted, with no result and no rating changes.

illegal-game-over = the game is over: no more moves
illegal-empty-pit = pit { $pit } is empty: choose another pit

seek-refusal-stones = Stones per pit go from 3 to 6.
seek-refusal-speed = Choose one of the speeds offered.
seek-refusal-mode = Choose rated or casual.
seek-refusal-seat = Choose a random seat, Player 1 or Player 2.

refusal-arena-not-found = There is no such tournament. Nothing changed.
refusal-arena = { $why } No tournament was created.
arena-refusal-name = A tournament's name has 3 to 40 characters.
arena-refusal-clock = Choose one of the clocks offered.
arena-refusal-stones = Stones per pit go from 3 to 6.
arena-refusal-minutes = Choose one of the lengths offered.
arena-refusal-start = Choose one of the start times offered.
arena-refusal-mode = Choose rated or casual.

name-too-short = A name needs at least { $count } characters.
name-too-long = A name may have at most { $count } characters.
name-character = A name may hold letters, digits, spaces, - and _, but not { $character }.
name-nothing-to-read = A name needs at least one letter or digit.
name-reserved = That name is one the site itself shows (Computer, the levels, Player 1 and 2, Friend, the house bot); choose another.
name-taken = Another player has that name, or one that looks the same; choose another.
name-held = Another player had that name until lately: a name stays its former owner's for { $days } days. Choose another.
name-mixed-scripts = A word of a name may not mix alphabets (such as a Cyrillic а among Latin letters).

not-now-room-game = a game in a room, with a friend or in a tournament, has no undo, redo, hints or pause
not-now-own-room = this is your own room; send the link to your friend
not-now-own-seek = this is your own seek; another player accepts it
not-now-public-game = a game from the lobby is not handed to the computer
not-now-name-first = choose the name other players will see first
not-now-no-abort = only a game from the lobby can be aborted; resign instead
not-now-abort-too-late = both players have moved, so the game can no longer be aborted; resign instead
not-now-not-started = the game has not started
not-now-not-over = the game is not over
not-now-friend-here = your friend is still here or left less than { $span } ago
not-now-arena-over = the tournament is over
not-now-arena-rematch = an arena pairs its players again by itself: your next game comes from the tournament
not-now-arena-held = you already hold a tournament that has not ended; you can hold the next once it is over
not-now-arenas-today = you have held { $count ->
    [one] one tournament
   *[other] { $count } tournaments
} in the last 24 hours, the most allowed
not-now-seeks-open = you have { $count ->
    [one] a seek
   *[other] { $count } seeks
} open, the most at once; cancel one first
not-now-no-shows = { $count } of your games from the lobby were aborted in the last 24 hours because you did not move; your next one can start in { $span }
not-now-no-berserk = berserk is for an arena game on a live clock, once, before your first move
