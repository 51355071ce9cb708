## Tournaments (/tournaments, /tournament/:id): arenas.

tournaments-title = Tournaments
tournaments-description = Arena tournaments: join at the hour, play as many games as you can, and climb the standings.
tournaments-loading = Loading…
tournaments-intro = In an arena everyone plays as many games as they can before the end. As soon as your game ends you are paired again, with a player near you in the standings. A win scores 2 and a draw 1; after two wins in a row each game scores double until one is not a win.
tournaments-running = Under way
tournaments-upcoming = Coming up
tournaments-finished = Just over
tournaments-none = No tournament is under way or coming up.
tournaments-next = Next tournament:
# $clock: "3 + 2"; $mode: "rated" or "casual".
tournaments-line = { $clock }, { $minutes } minutes of play, { $mode }, { $players ->
    [one] one player
   *[other] { $players } players
}
tournaments-starts-at = starts { $date }
tournaments-starts-in = starts in { $span }
tournaments-ends-in = ends in { $span }
tournaments-ended = over
tournaments-rated = rated
tournaments-casual = casual
tournaments-create = Hold a tournament
tournaments-name = Name
tournaments-clock = Clock
tournaments-minutes = Length
tournaments-minutes-option = { $minutes } minutes
tournaments-starts-in-label = Starts in
tournaments-starts-now = At once
tournaments-stones = Stones per pit
tournaments-empty-capture = An empty pit captures too
tournaments-house-bot = The house bot plays whoever is left without an opponent
tournaments-mode = Rated or casual
tournaments-create-button = Hold it
tournaments-name-first = Choose the name other players will see in the lobby to play in or hold a tournament.

tournament-lasts = { $minutes } minutes of play
tournament-join = Join
tournament-rejoin = Join again
tournament-withdraw = Withdraw
tournament-joined = You are in this tournament: you are paired as soon as you are free.
tournament-withdrawn = You withdrew; your points stay. Join again to play on.
tournament-your-place = You are { $rank } of { $players } with { $points ->
    [one] 1 point
   *[other] { $points } points
}.
tournament-your-final-place = You finished { $rank } of { $players } with { $points ->
    [one] 1 point
   *[other] { $points } points
}.
tournament-your-game = Your game is ready.
tournament-your-game-go = Go to your game
tournament-standings = Standings
tournament-final-standings = Final standings
tournament-rank = Rank
tournament-player = Player
tournament-rating = Rating
tournament-score = Score
tournament-games = Games
tournament-streak = on a streak: the next game counts double
tournament-you = (you)
tournament-withdrawn-mark = (withdrew)
tournament-no-players = Nobody has joined yet.
# How one game went for the player, after the points shown as a mark.
tournament-game-mark = { $result ->
    [win] won
    [draw] drew
   *[loss] lost
} as Player { $seat }, { $points ->
    [one] 1 point
   *[other] { $points } points
}{ $streak ->
    [yes] , doubled on a streak
   *[no] {""}
}{ $berserk ->
    [yes] , berserk
   *[no] {""}
}.
tournament-game-mark-aborted = aborted as Player { $seat }, not played: no points.
tournament-marks-legend = Each game is a mark with its points: green a win, tan a draw, grey a loss, dashed with “–” an aborted game (not played, no points). An orange border: counted double on a streak. A wavy underline: berserk.
tournament-still-played = The tournament is over; { $games ->
    [one] 1 game is
   *[other] { $games } games are
} still being played. The standings are final when { $games ->
    [one] it ends
   *[other] they end
}.
tournament-name-hourly = Hourly { $clock } arena
tournament-name-daily = Daily { $clock } arena
tournament-games-heading = Games
tournament-house-bot = the house bot
tournament-game-line = { $first } against { $second }
tournament-game-playing = under way
tournament-game-won = { $winner } won
tournament-game-drawn = a draw
tournament-game-aborted = aborted
tournament-watch = Watch
tournament-replay = Replay
tournament-analysis = Analysis
tournament-checks = This page checks for news every { $seconds } seconds.
tournament-back = All tournaments
tournament-pages = Standings pages
tournaments-pages = Pages of tournaments
tournament-previous = Previous
tournament-next = Next
tournament-page = Page { $page } of { $pages }
tournament-podium = Podium
tournament-podium-line = { $name }, { $points ->
    [one] 1 point
   *[other] { $points } points
}
