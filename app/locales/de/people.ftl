## Games between people: watching them, a player's page and the
## leaderboard. $mode: rated or casual. Ratings keep their digits.

people-loading = Wird geladen …

watch-title = Partien zuschauen
watch-description = Schau Kalah-Partien zwischen Menschen zu, während sie gespielt werden: Spieler, Wertungen, Tempo und Zug.
# Followed by a link to the lobby, watch-none-link.
watch-none = Gerade läuft keine Partie zwischen Menschen.
watch-none-link = Spiel selbst eine
watch-caption = Laufende Partien, die mit der höchsten Wertung zuerst
watch-column-players = Spieler
watch-column-game = Partie
watch-column-link = Link
watch-link = Zuschauen
# Read out on the link: $players is watch-players.
watch-label = { $players } zuschauen
# "Ada (1742) vs Bo Diddley (new)": $one and $two are watch-side or
# watch-side-new.
watch-players = { $one } gegen { $two }
watch-side = { $name } ({ $rating })
watch-side-new = { $name } (neu)
# "4 stones, 5+3, rated, move 12": $speed is "5+3" or watch-days, $number the
# number of the move being played.
watch-game = { $stones } Steine, { $speed }, { $mode ->
    [rated] gewertet
   *[casual] ungewertet
}, Zug { $number }
watch-game-empty-capture = { $stones } Steine mit Leerfang, { $speed }, { $mode ->
    [rated] gewertet
   *[casual] ungewertet
}, Zug { $number }

# A correspondence speed, short: "3d".
watch-days = { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}

# On the home page: the highest-rated game in progress.
watch-featured = Partie im Blick
watch-featured-line = { $players }, { $game }.
watch-featured-link = Zuschauen
watch-all = Alle laufenden Partien

# On the home page and "Your games": games waiting on the visitor's move.
watch-your-move = { $count ->
    [one] Du bist in { $count } Partie am Zug
   *[other] Du bist in { $count } Partien am Zug
}
watch-against = Gegen { $name }

profile-not-found = Spieler nicht gefunden
profile-leaderboard-link = Zur Bestenliste
profile-no-ratings = Noch keine gewerteten Partien.
profile-former-names = Früher: { $names }
profile-rating-live = Live-Wertung
profile-rating-correspondence = Fernpartie-Wertung
profile-summary = { $rating } nach { $games ->
    [one] { $games } gewerteten Partie
   *[other] { $games } gewerteten Partien
}.
profile-summary-provisional = { $rating } (vorläufig: sie festigt sich mit jeder weiteren Partie) nach { $games ->
    [one] { $games } gewerteten Partie
   *[other] { $games } gewerteten Partien
}.
# $heading: profile-rating-live or profile-rating-correspondence.
profile-history-caption = { $heading } nach jeder gewerteten Partie
profile-column-game = Partie
profile-column-date = Datum
profile-column-before = Vorher
profile-column-after = Nachher
profile-games-heading = Letzte Partien
profile-no-games = Noch keine Partien gegen Menschen.
profile-column-opponent = Gegner
profile-column-result = Ergebnis
profile-column-speed = Tempo
profile-column-started = Begonnen
profile-playing = Läuft
profile-won = Gewonnen
profile-lost = Verloren
profile-drawn = Unentschieden
profile-aborted = Abgebrochen
# $speed: lobby-speed-live or lobby-speed-days.
profile-game-terms = { $speed }, { $mode ->
    [rated] gewertet
   *[casual] ungewertet
}
profile-replay = Nachspielen
profile-replay-label = Die Partie gegen { $name } nachspielen

leaderboard-title = Bestenliste
leaderboard-intro = Spieler mit mindestens 10 gewerteten Partien, die letzte davon in den vergangenen 30 Tagen.
leaderboard-counted = Eine gewertete Partie verändert die Wertungen erst, wenn jede Seite mindestens { $sowings }-mal gesät hat: Eine Partie, die früher aufgegeben, verlassen oder auf Zeit verloren wird, wurde kaum gespielt, und sie zu werten ließe zwei Konten in Sekunden Punkte tauschen. Aus demselben Grund verändern die Partien zweier Spieler gegeneinander die Wertungen höchstens { $games }-mal in 24 Stunden.
leaderboard-held = Eine Wertung, die durch Partien steigt, die abgesprochen aussehen, erscheint nicht auf dieser Liste, bis jemand, der die Seite betreibt, sie sich angesehen hat: { $wins } oder mehr Siege in { $days } Tagen, die viele Punkte brachten, gegen Gegner, die aufgaben, bevor sie { $sowings }-mal gesät hatten, oder die von derselben Netzwerkadresse spielen, oder immer wieder gegen denselben Gegner. Die Wertung selbst zählt weiter, und man spielt weiter wie bisher.
leaderboard-nobody = Noch niemand.
leaderboard-live = Live
leaderboard-correspondence = Fernpartien
leaderboard-column-rank = Rang
leaderboard-column-player = Spieler
leaderboard-column-rating = Wertung
leaderboard-column-games = Gewertete Partien
profile-arenas-heading = Turniere
profile-arena-line = { $rank }. von { $players }, { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
