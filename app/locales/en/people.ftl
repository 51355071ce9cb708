## Games between people: watching them, a player's page and the
## leaderboard. $mode: rated or casual. Ratings keep their digits.

people-loading = Loading…

watch-title = Watch games
watch-description = Watch Kalah games between people as they are played: players, ratings, speed and move.
# Followed by a link to the lobby, watch-none-link.
watch-none = No games between people are being played just now.
watch-none-link = Play one
watch-caption = Games in progress, the highest rated first
watch-column-players = Players
watch-column-game = Game
watch-column-link = Link
watch-link = Watch
# Read out on the link: $players is watch-players.
watch-label = Watch { $players }
# "Ada (1742) vs Bo Diddley (new)": $one and $two are watch-side or
# watch-side-new.
watch-players = { $one } vs { $two }
watch-side = { $name } ({ $rating })
watch-side-new = { $name } (new)
# "4 stones, 5+3, rated, move 12": $speed is "5+3" or watch-days, $number the
# number of the move being played.
watch-game = { $stones } stones, { $speed }, { $mode ->
    [rated] rated
   *[casual] casual
}, move { $number }
watch-game-empty-capture = { $stones } stones with empty capture, { $speed }, { $mode ->
    [rated] rated
   *[casual] casual
}, move { $number }

# A correspondence speed, short: "3d".
watch-days = { $days }d

# On the home page: the highest-rated game in progress.
watch-featured = Featured game
watch-featured-line = { $players }, { $game }.
watch-featured-link = Watch it
watch-all = All games in progress

# On the home page and "Your games": games waiting on the visitor's move.
watch-your-move = { $count ->
    [one] Your move in { $count } game
   *[other] Your move in { $count } games
}
watch-against = Against { $name }

profile-not-found = Player not found
profile-leaderboard-link = The leaderboard
profile-no-ratings = No rated games yet.
profile-former-names = Formerly: { $names }
profile-rating-live = Live rating
profile-rating-correspondence = Correspondence rating
profile-summary = { $rating } after { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}.
profile-summary-provisional = { $rating } (provisional: it settles as more games are played) after { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}.
# $heading: profile-rating-live or profile-rating-correspondence.
profile-history-caption = { $heading } after each rated game
profile-column-game = Game
profile-column-date = Date
profile-column-before = Before
profile-column-after = After
profile-games-heading = Latest games
profile-no-games = No games with people yet.
profile-column-opponent = Opponent
profile-column-result = Result
profile-column-speed = Speed
profile-column-started = Started
profile-playing = Playing
profile-won = Won
profile-lost = Lost
profile-drawn = Draw
profile-aborted = Aborted
# $speed: lobby-speed-live or lobby-speed-days.
profile-game-terms = { $speed }, { $mode ->
    [rated] rated
   *[casual] casual
}
profile-replay = Replay
profile-replay-label = Replay the game against { $name }

leaderboard-title = Leaderboard
leaderboard-intro = Players with at least 10 rated games, the last of them in the past 30 days.
leaderboard-counted = A rated game moves ratings only once each side has sown at least { $sowings } times: a game resigned, abandoned or lost on time sooner was hardly played, and rating it would let two accounts trade points in seconds. For the same reason two players' games against each other move ratings at most { $games } times in 24 hours.
leaderboard-held = A rating that rises from games that look arranged stays off this board until someone who runs the site has looked at them: { $wins } or more wins in { $days } days that gave many points, against opponents who gave up before sowing { $sowings } times, or who play from the same network address, or against one opponent again and again. The rating itself still counts, and the player plays on as before.
leaderboard-nobody = Nobody yet.
leaderboard-live = Live
leaderboard-correspondence = Correspondence
leaderboard-column-rank = Rank
leaderboard-column-player = Player
leaderboard-column-rating = Rating
leaderboard-column-games = Rated games
profile-arenas-heading = Tournaments
profile-arena-line = { $rank } of { $players }, { $points ->
    [one] 1 point
   *[other] { $points } points
}
