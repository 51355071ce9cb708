## Turniere (/tournaments, /tournament/:id): Arenen.

tournaments-title = Turniere
tournaments-description = Arena-Turniere: zur vollen Stunde einsteigen, so viele Partien spielen wie möglich und in der Tabelle aufsteigen.
tournaments-loading = Wird geladen …
tournaments-intro = In einer Arena spielt jeder bis zum Ende so viele Partien wie möglich. Sobald deine Partie endet, bekommst du eine neue, gegen jemanden in deiner Nähe in der Tabelle. Ein Sieg zählt 2, ein Remis 1; nach zwei Siegen in Folge zählt jede Partie doppelt, bis eine kein Sieg ist.
tournaments-running = Laufend
tournaments-upcoming = Demnächst
tournaments-finished = Gerade beendet
tournaments-none = Zurzeit läuft kein Turnier, und keines steht an.
tournaments-next = Nächstes Turnier:
tournaments-line = { $clock }, { $minutes } Minuten Spielzeit, { $mode }, { $players ->
    [one] ein Spieler
   *[other] { $players } Spieler
}
tournaments-starts-at = beginnt { $date }
tournaments-starts-in = beginnt in { $span }
tournaments-ends-in = endet in { $span }
tournaments-ended = beendet
tournaments-rated = gewertet
tournaments-casual = ungewertet
tournaments-create = Ein Turnier ausrichten
tournaments-name = Name
tournaments-clock = Bedenkzeit
tournaments-minutes = Dauer
tournaments-minutes-option = { $minutes } Minuten
tournaments-starts-in-label = Beginnt in
tournaments-starts-now = Sofort
tournaments-stones = Steine pro Mulde
tournaments-empty-capture = Auch eine leere Mulde schlägt
tournaments-house-bot = Der Haus-Bot spielt gegen alle, die ohne Gegner bleiben
tournaments-mode = Gewertet oder ungewertet
tournaments-create-button = Ausrichten
tournaments-name-first = Wähle in der Lobby den Namen, den andere Spieler sehen, um in einem Turnier zu spielen oder eines auszurichten.

tournament-lasts = { $minutes } Minuten Spielzeit
tournament-join = Teilnehmen
tournament-rejoin = Wieder teilnehmen
tournament-withdraw = Zurückziehen
tournament-joined = Du spielst in diesem Turnier mit: Du bekommst eine Partie, sobald du frei bist.
tournament-withdrawn = Du hast dich zurückgezogen; deine Punkte bleiben. Nimm wieder teil, um weiterzuspielen.
tournament-your-place = Du bist { $rank }. von { $players } mit { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkten
}.
tournament-your-final-place = Du bist { $rank }. von { $players } geworden, mit { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkten
}.
tournament-your-game = Deine Partie ist bereit.
tournament-your-game-go = Zu deiner Partie
tournament-standings = Tabelle
tournament-final-standings = Endstand
tournament-rank = Platz
tournament-player = Spieler
tournament-rating = Wertung
tournament-score = Punkte
tournament-games = Partien
tournament-streak = in Serie: die nächste Partie zählt doppelt
tournament-you = (du)
tournament-withdrawn-mark = (zurückgezogen)
tournament-no-players = Noch niemand nimmt teil.
tournament-game-mark = { $result ->
    [win] gewonnen
    [draw] remis
   *[loss] verloren
} als Spieler { $seat }, { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}{ $streak ->
    [yes] , in Serie verdoppelt
   *[no] {""}
}{ $berserk ->
    [yes] , Berserk
   *[no] {""}
}.
tournament-game-mark-aborted = abgebrochen als Spieler { $seat }, nicht gespielt: keine Punkte.
tournament-marks-legend = Jede Partie ist eine Marke mit ihren Punkten: grün ein Sieg, beige ein Remis, grau eine Niederlage, gestrichelt mit „–“ eine abgebrochene Partie (nicht gespielt, keine Punkte). Ein oranger Rand: in Serie doppelt gezählt. Eine Wellenlinie darunter: Berserk.
tournament-still-played = Das Turnier ist vorbei; { $games ->
    [one] 1 Partie wird
   *[other] { $games } Partien werden
} noch gespielt. Die Tabelle ist endgültig, wenn { $games ->
    [one] sie endet
   *[other] sie enden
}.
tournament-name-hourly = Stündliche { $clock }-Arena
tournament-name-daily = Tägliche { $clock }-Arena
tournament-games-heading = Partien
tournament-house-bot = der Haus-Bot
tournament-game-line = { $first } gegen { $second }
tournament-game-playing = läuft
tournament-game-won = { $winner } hat gewonnen
tournament-game-drawn = remis
tournament-game-aborted = abgebrochen
tournament-watch = Zuschauen
tournament-replay = Nachspielen
tournament-analysis = Analyse
tournament-checks = Diese Seite sieht alle { $seconds } Sekunden nach Neuem.
tournament-back = Alle Turniere
tournament-pages = Seiten der Rangliste
tournaments-pages = Seiten der Turniere
tournament-previous = Zurück
tournament-next = Weiter
tournament-page = Seite { $page } von { $pages }
tournament-podium = Siegertreppchen
tournament-podium-line = { $name }, { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
