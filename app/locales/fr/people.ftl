## Games between people: watching them, a player's page and the
## leaderboard. $mode: rated or casual. Ratings keep their digits.

people-loading = Chargement…

watch-title = Regarder des parties
watch-description = Regardez des parties de Kalah entre joueurs pendant qu'elles se jouent : joueurs, classements, cadence et coup en cours.
# Followed by a link to the lobby, watch-none-link.
watch-none = Aucune partie entre joueurs n'est en cours pour le moment.
watch-none-link = Jouez-en une
watch-caption = Parties en cours, les mieux classées d'abord
watch-column-players = Joueurs
watch-column-game = Partie
watch-column-link = Lien
watch-link = Regarder
# Read out on the link: $players is watch-players.
watch-label = Regarder { $players }
# "Ada (1742) vs Bo Diddley (new)": $one and $two are watch-side or
# watch-side-new.
watch-players = { $one } contre { $two }
watch-side = { $name } ({ $rating })
watch-side-new = { $name } (nouveau)
# "4 stones, 5+3, rated, move 12": $speed is "5+3" or watch-days, $number the
# number of the move being played.
watch-game = { $stones } graines, { $speed }, { $mode ->
    [rated] classée
   *[casual] amicale
}, coup { $number }
watch-game-empty-capture = { $stones } graines avec capture à vide, { $speed }, { $mode ->
    [rated] classée
   *[casual] amicale
}, coup { $number }

# A correspondence speed, short: "3d".
watch-days = { $days } j

# On the home page: the highest-rated game in progress.
watch-featured = Partie à la une
watch-featured-line = { $players }, { $game }.
watch-featured-link = La regarder
watch-all = Toutes les parties en cours

# On the home page and "Your games": games waiting on the visitor's move.
watch-your-move = { $count ->
    [one] À vous de jouer dans { $count } partie
   *[other] À vous de jouer dans { $count } parties
}
watch-against = Contre { $name }

profile-not-found = Joueur introuvable
profile-leaderboard-link = Le classement général
profile-no-ratings = Aucune partie classée pour l'instant.
profile-former-names = Anciennement : { $names }
profile-rating-live = Classement en direct
profile-rating-correspondence = Classement par correspondance
profile-summary = { $rating } après { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
}.
profile-summary-provisional = { $rating } (provisoire : il se stabilise au fil des parties) après { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
}.
# $heading: profile-rating-live or profile-rating-correspondence.
profile-history-caption = { $heading } après chaque partie classée
profile-column-game = Partie
profile-column-date = Date
profile-column-before = Avant
profile-column-after = Après
profile-games-heading = Dernières parties
profile-no-games = Aucune partie contre d'autres joueurs pour l'instant.
profile-column-opponent = Adversaire
profile-column-result = Résultat
profile-column-speed = Cadence
profile-column-started = Commencée
profile-playing = En cours
profile-won = Gagnée
profile-lost = Perdue
profile-drawn = Égalité
profile-aborted = Annulée
# $speed: lobby-speed-live or lobby-speed-days.
profile-game-terms = { $speed }, { $mode ->
    [rated] classée
   *[casual] amicale
}
profile-replay = Revoir
profile-replay-label = Revoir la partie contre { $name }

leaderboard-title = Classement général
leaderboard-intro = Les joueurs ayant au moins 10 parties classées, dont la dernière dans les 30 derniers jours.
leaderboard-counted = Une partie classée ne change les classements qu'une fois que chaque camp a semé au moins { $sowings } fois : une partie abandonnée, quittée ou perdue au temps plus tôt a à peine été jouée, et la classer permettrait à deux comptes d'échanger des points en quelques secondes. Pour la même raison, les parties de deux joueurs l'un contre l'autre changent les classements au plus { $games } fois en 24 heures.
leaderboard-held = Un classement qui monte grâce à des parties qui semblent arrangées reste hors de ce tableau jusqu'à ce qu'une personne qui gère le site les ait examinées : { $wins } victoires ou plus en { $days } jours qui ont rapporté beaucoup de points, contre des adversaires qui ont abandonné avant d'avoir semé { $sowings } fois, ou qui jouent depuis la même adresse réseau, ou contre le même adversaire encore et encore. Le classement lui-même compte toujours, et le joueur continue de jouer comme avant.
leaderboard-nobody = Personne pour l'instant.
leaderboard-live = En direct
leaderboard-correspondence = Par correspondance
leaderboard-column-rank = Rang
leaderboard-column-player = Joueur
leaderboard-column-rating = Classement
leaderboard-column-games = Parties classées
profile-arenas-heading = Tournois
profile-arena-line = { $rank }e sur { $players }, { $points ->
    [one] 1 point
   *[other] { $points } points
}
