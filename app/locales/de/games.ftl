## Deine Partien (/games) und das Nachspielen einer Partie (/game/:id/replay).

games-title = Deine Partien
games-loading = Wird geladen …
games-none = Noch keine Partien.
games-start-one = Starte eine
games-not-finished = Nicht beendet
games-draw = Unentschieden, { $one } zu { $two }
games-won = { $who ->
    [you] Du hast gewonnen
   *[other] { $name } hat gewonnen
}, { $one } zu { $two }
games-not-fresh = (nach Zurücknehmen oder Neustart)
games-open = Öffnen
games-replay = Nachspielen
games-caption = Deine Partien, die neuesten zuerst
games-mode = Modus
games-result = Ergebnis
games-started = Begonnen
games-active-time = Aktive Zeit
games-links = Links

games-loading-game = Partie wird geladen …
games-replay-start = Der Anfang.
games-perfect-play = Bei perfektem Spiel: { $judgement }
games-resigned = { $who ->
    [you] Du hast aufgegeben.
   *[other] { $name } hat aufgegeben.
}
games-study = Diese Stellung untersuchen
games-replay-of = Nachspielen: { $setup }
games-step = Zug { $step } von { $total }. { $said }
games-steps = Schritte beim Nachspielen
games-first = Anfang
games-previous = Zurück
games-next = Weiter
games-last = Ende
games-export = Partie als Text exportieren
games-analysis = Analyse dieser Partie
