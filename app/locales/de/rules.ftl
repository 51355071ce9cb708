## /rules: the rules for a first game, with diagrams.
## A diagram's caption is also what a screen reader calls its board.

rules-title = So spielst du Kalah
rules-description = Die Kalah-Regeln für deine erste Partie: Säen, Extrazüge, Beute und Spielende, mit kleinen Brettdiagrammen.
rules-lead = Zwei Spieler, zwölf Mulden, zwei Kalahas, 48 Steine. Ihr verteilt die Steine reihum über das Brett; wer am Ende mehr Steine in seiner Kalaha hat, gewinnt.

rules-board-heading = Das Brett
rules-board-text = Jedem Spieler gehören die sechs Mulden auf seiner Seite und die Kalaha (die große Mulde) rechts davon. Zu Beginn liegen in jeder Mulde vier Steine, und beide Kalahas sind leer. Spieler 1 beginnt.
rules-board-caption = Der Anfang: vier Steine in jeder Mulde, leere Kalahas. Die Mulden von Spieler 1 sind die untere Reihe, von links nach rechts mit 1 bis 6 nummeriert; seine Kalaha liegt rechts.

rules-sowing-heading = Säen
rules-sowing-text = Wenn du am Zug bist, wählst du eine deiner Mulden, in der Steine liegen. Du nimmst alle heraus und legst gegen den Uhrzeigersinn je einen in jede folgende Mulde: entlang deiner Reihe, in deine eigene Kalaha und dann entlang der Reihe deines Gegners. Die Kalaha deines Gegners wird immer übersprungen.
rules-sowing-caption = Spieler 1 hat aus Mulde 6 gesät: ein Stein in die eigene Kalaha, dann je einer in die ersten drei Mulden von Spieler 2. Jetzt ist Spieler 2 am Zug.

rules-extra-heading = Extrazug
rules-extra-text = Landet dein letzter Stein in deiner eigenen Kalaha, bist du noch einmal am Zug. Das geht beliebig oft: Ein guter Zug kann den nächsten nach sich ziehen.
rules-extra-caption = Spieler 1 hat aus Mulde 3 gesät: Die vier Steine reichen genau bis in die Kalaha, also ist Spieler 1 noch einmal am Zug.

rules-lap-heading = Einmal rund ums Brett
rules-lap-text = Eine Mulde mit 13 oder mehr Steinen schickt die Steine einmal ganz herum: an deiner Kalaha vorbei, entlang der Reihe deines Gegners (nie in seine Kalaha) und zurück in deine eigenen Mulden, auch in die, aus der du gesät hast.
rules-lap-caption = Spieler 1 hat 13 Steine aus Mulde 3 gesät. Der letzte kam zurück in Mulde 3, die inzwischen leer war, und hat so die 5 Steine gegenüber samt sich selbst erbeutet.

rules-capture-heading = Erbeuten
rules-capture-text = Landet dein letzter Stein in einer leeren Mulde auf deiner Seite und liegen in der Mulde gegenüber auf der Seite deines Gegners Steine, machst du Beute: Der letzte Stein und alle Steine gegenüber kommen in deine Kalaha. Danach ist dein Gegner am Zug.
rules-capture-caption = Spieler 1 hat aus Mulde 1 gesät: Der einzige Stein landete in der leeren Mulde 2, gegenüber von Mulde 5 von Spieler 2 mit 6 Steinen. Alle 7 kamen in die Kalaha von Spieler 1.

rules-no-capture-heading = Keine Beute, wenn die Mulde gegenüber leer ist
rules-no-capture-text = Ist die Mulde gegenüber leer, wird nichts erbeutet: Der Stein bleibt einfach dort liegen, wo er gelandet ist.
rules-no-capture-caption = Derselbe Zug, aber Mulde 5 von Spieler 2 war leer: Der Stein bleibt in Mulde 2, und Spieler 2 ist am Zug.

rules-end-heading = Das Spielende
rules-end-text = Die Partie endet, sobald alle sechs Mulden eines Spielers leer sind, nach jedem beliebigen Zug, auch nach einem, der einen Extrazug gebracht hat. Jeder Stein, der dann noch in einer Mulde liegt, kommt in die Kalaha des Spielers, auf dessen Seite er liegt. Wer mehr Steine in seiner Kalaha hat, gewinnt; 24 zu 24 ist ein Unentschieden. Bei 48 Steinen gewinnst du mit 25 in deiner Kalaha, egal was danach noch passiert.
rules-end-caption = Spieler 1 hat mit dem letzten Stein in der eigenen Kalaha geendet und damit die eigene Seite geleert. Spieler 2 bekommt die 16 Steine, die noch auf seiner Seite liegen, und gewinnt 27 zu 21.

rules-house-heading = Hausregeln, die dir anderswo begegnen können
# Followed by a link to the variants page, then rules-house-after.
rules-house-before = Manche Websites und Spiele aus dem Handel spielen etwas anders. Wir spielen standardmäßig nach den Regeln oben; die Leerfang-Regel kannst du wählen, wenn du eine Partie beginnst (siehe
rules-house-link = Varianten
rules-house-after = ).
rules-house-until-stuck = Die Partie geht weiter, bis der Spieler am Zug keine Steine mehr hat, statt zu enden, sobald eine Seite leer ist.
rules-house-pass = Ein Spieler ohne Steine muss einfach aussetzen.
rules-house-empty-capture = Der einzelne letzte Stein wird auch dann erbeutet, wenn die Mulde gegenüber leer ist (die Leerfang-Regel).
rules-house-pie = Die Kuchenregel: Nach dem ersten Zug darf der zweite Spieler die Seiten tauschen, um den Vorteil des ersten Spielers auszugleichen.

rules-start-link = Partie starten
rules-strategy-link = Strategietipps
