## Die Aufgaben (/puzzles) und eine Aufgabe (/puzzles/…).

puzzles-title = Kalah-Aufgaben
puzzles-description = Kalah-Aufgaben aus perfektem Spiel: Finde den Zug, der heraussticht.
puzzles-heading = Aufgaben
puzzles-lead = Jede Aufgabe ist eine Stellung aus den Partien des Computers (die Stufen gegeneinander, Experte gegen jede Stufe, das Eröffnungsbuch), in der bei perfektem Spiel ein Zug heraussticht: Er ist der einzige Zug, der den Sieg (oder das Unentschieden) hält, oder er ist deutlich mehr wert als jeder andere. Bringt er einen Extrazug, finde auch den nächsten Zug.
puzzles-loading = Wird geladen …
puzzles-today = Aufgabe des Tages
puzzles-for-you = Eine Aufgabe für dich
puzzles-yours = Deine Aufgaben
puzzles-by-difficulty = Nach Schwierigkeit
puzzles-difficulty-explained = Die Schwierigkeit 1 bis 5 zählt, wie viele der Spieler Leicht, Mittel und Schwer den Zug verfehlen, dazu eins für eine Kette von Zügen und eins für ein Ergebnis, das { $plies } oder mehr Halbzüge entfernt ist (ein Halbzug ist der Zug einer Seite; das Ergebnis steht fest, sobald eine Kalaha mehr als die Hälfte der Steine enthält). Jede Aufgabe hat außerdem eine Wertung aus den ersten Versuchen der Spieler: Sie zu lösen ist ein Sieg gegen die Aufgabe, sie zu verfehlen eine Niederlage.
puzzles-total = { $count } Aufgaben insgesamt, jede vom Löser gefunden und bewertet.

puzzles-rating = Deine Aufgaben-Wertung: { $rating }.
puzzles-rating-provisional = Deine Aufgaben-Wertung: { $rating } (vorläufig: Ein paar weitere erste Versuche festigen sie).
puzzles-unrated-before = Löse eine Aufgabe, um eine Aufgaben-Wertung zu bekommen. Dein erster Versuch an jeder Aufgabe zählt dafür; deine Versuche bleiben in diesem Browser, und
puzzles-unrated-link = Auf einem anderen Gerät weiterspielen
puzzles-unrated-after = nimmt sie mit.
puzzles-puzzle = Aufgabe { $id }
puzzles-list-difficulty = , Schwierigkeit { $difficulty }
puzzles-standing = { $solved } von { $tried } versuchten Aufgaben gelöst. Serie: { $streak } erste Versuche in Folge gelöst (Bestwert { $best }).
puzzles-missed = Verfehlt, zum erneuten Versuchen
puzzles-solved-list = Gelöst, die neuesten zuerst ({ $count })

puzzles-table-caption = Wie Spieler bei jeder Schwierigkeit abschneiden (nur erste Versuche)
puzzles-difficulty = Schwierigkeit { $difficulty }
puzzles-col-difficulty = Schwierigkeit
puzzles-col-puzzles = Aufgaben
puzzles-col-plies = Halbzüge bis zum Ergebnis (Mittel)
puzzles-col-tries = Erste Versuche
puzzles-col-solved = Gelöst
puzzles-col-rating = Mittlere Wertung

puzzles-not-found = Diese Aufgabe gibt es nicht
puzzles-not-found-text = Unter diesem Link gibt es keine Aufgabe. Vielleicht hat er einen Tippfehler.
puzzles-all = Alle Aufgaben
puzzles-subtitle = Schwierigkeit { $difficulty } von 5, Wertung { $rating }
puzzles-board-label = Die Aufgabe
puzzles-answer-hidden = Die Lösung erscheint, sobald du sie versucht hast.
puzzles-find = { $player } ist am Zug: Finde den Zug, der heraussticht.
puzzles-right = Richtig: Mulde { $pit } bringt einen Extrazug. Finde den nächsten Zug.
puzzles-pit-outcome = Mulde { $pit } { $outcome }
puzzles-solved = Gelöst!
puzzles-then = Danach: { $values }
puzzles-tried = Mulde { $pit } { $outcome }
puzzles-tried-illegal = Mulde { $pit } kann hier nicht gesät werden
puzzles-missed-move = Nicht dieser: { $tried }. Der Zug war Mulde { $pit }.
puzzles-sure-before = Der Sieger stand schon vor diesem Zug fest; bei der Aufgabe geht es darum, um wie viel.
puzzles-sure-after = Auf der besten Linie steht das Ergebnis nach { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzügen
} fest.
puzzles-first-try-only = Nur dein erster Versuch an jeder Aufgabe verändert sie.
puzzles-try-again = Noch einmal versuchen
puzzles-next = Nächste Aufgabe
puzzles-study = Stellung untersuchen
