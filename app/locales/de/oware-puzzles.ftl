# Die Oware-Aufgaben, auf der Aufgabenseite und auf der Seite jeder Aufgabe.
oware-puzzles-heading = Oware-Aufgaben
oware-puzzles-lead = Endspiele aus der Oware-Endspieldatenbank, in denen ein Zug heraussticht, unabhängig davon, wie eine wiederholte Stellung gewertet wird: Er ist der einzige Zug, der den Sieg (oder das Unentschieden) hält. Deine Oware-Aufgaben-Wertung wird getrennt von deiner Kalah-Aufgaben-Wertung geführt.
oware-puzzles-today = Oware-Aufgabe des Tages
oware-puzzles-for-you = Eine Oware-Aufgabe für dich
oware-puzzles-total = { $count } Oware-Aufgaben insgesamt, jede von der Endspieldatenbank bewiesen.
oware-puzzles-rating = Deine Oware-Aufgaben-Wertung: { $rating }.
oware-puzzles-rating-provisional = Deine Oware-Aufgaben-Wertung: { $rating } (vorläufig: Ein paar weitere erste Versuche festigen sie).
oware-puzzles-puzzle = Oware-Aufgabe { $id }
oware-puzzles-pit-least = Mulde { $pit } endet mit mindestens { $value }
oware-puzzles-pit-most = Mulde { $pit } mit höchstens { $value }
oware-puzzles-tried = Mulde { $pit } endet mit höchstens { $value }
oware-puzzles-whatever-the-rule = Jeder Wert ist der Unterschied zwischen der Beute der beiden Spieler bei perfektem Spiel, wenn alle Samen ausgespielt sind, wie ihn die Endspieldatenbank beweist, unabhängig davon, wie eine wiederholte Stellung gewertet wird.
