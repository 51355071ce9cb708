## /strategy: six tips, each with a position to practise against the computer.

strategy-title = Kalah-Strategie
strategy-description = Kalah-Tipps mit Stellungen zum Üben: Extrazüge, die Runde mit 13 Steinen, Schutz vor dem Erbeuten und Zählen im Endspiel.
strategy-lead = Sechs Gewohnheiten starker Spieler. Zu jeder gibt es eine Stellung, in der es genau darauf ankommt; probier sie gegen den Computer (Mittel) aus – du bist am Zug.
strategy-try = Gegen den Computer ausprobieren
strategy-rules-link = Die Regeln
strategy-faq-link = FAQ

## Each tip: a heading, the advice, and the caption of its board.

strategy-count-title = Zähl bis zu deiner Kalaha
strategy-count-advice = Eine Mulde, deren Steine genau bis in deine Kalaha reichen, bringt dir einen Extrazug: Mulde 6 braucht 1 Stein, Mulde 5 braucht 2, Mulde 4 braucht 3, Mulde 3 braucht 4. Zu Beginn ist Mulde 3 so eine Mulde, und sie ist die einzige Eröffnung, mit der der erste Spieler seinen Gewinnvorteil behält.
strategy-count-caption = Die Ausgangsstellung: Mulde 3 enthält 4 Steine, genau genug, um die Kalaha zu erreichen.

strategy-nearest-title = Zuerst die Mulde, die der Kalaha am nächsten liegt
strategy-nearest-advice = Bringen dir mehrere Mulden einen Extrazug, dann säe zuerst die, die deiner Kalaha am nächsten liegt. Säst du zuerst eine weiter entfernte, fällt ein Stein in die nähere, und ihr Extrazug ist verdorben.
strategy-nearest-caption = Mulde 6 (1 Stein) und Mulde 5 (2 Steine) erreichen beide die Kalaha: Säe erst Mulde 6, dann Mulde 5.

strategy-thirteen-title = Dreizehn Steine kommen heim
strategy-thirteen-advice = Säst du eine Mulde mit genau 13 Steinen, geht die Saat einmal ganz herum und endet in derselben, inzwischen leeren Mulde – direkt nachdem die gegenüberliegende Mulde einen Stein bekommen hat. So erbeutest du immer.
strategy-thirteen-caption = Mulde 3 enthält 13 Steine: Säst du sie, erbeutest du die gegenüberliegende Mulde samt dem Stein, den die Runde dort abgelegt hat.

strategy-threat-title = Achte auf die leeren Mulden deines Gegners
strategy-threat-advice = Deine Steine gegenüber einer leeren Mulde deines Gegners können erbeutet werden, wenn er dort mit dem letzten Stein landen kann. Zieh die bedrohten Steine weg oder säe einen Stein in seine leere Mulde.
strategy-threat-caption = Mulde 5 von Spieler 2 ist leer und seine Mulde 4 enthält 1 Stein: Deine 6 Steine in Mulde 2 sind in Gefahr.

strategy-empty-side-title = Zähl, bevor du deine Seite leerst
strategy-empty-side-advice = Wird eine Seite leer, endet die Partie, und die übrigen Steine gehören der Seite, auf der sie liegen. Leerst du deine eigene Seite, kann die Partie enden, während dein Gegner noch Steine hat – und die behält er: Zähl also vorher.
strategy-empty-side-caption = Säst du Mulde 6, endet die Partie: Spieler 2 behält 16 Steine und gewinnt 27 zu 21.

strategy-majority-title = Fünfundzwanzig heißt gewonnen
strategy-majority-advice = Bei 48 Steinen gewinnst du mit 25 in deiner Kalaha, egal was danach passiert. Sobald du sie hast, spiel sicher; bis dahin zähl, was noch auf dem Brett liegt.
strategy-majority-caption = Spieler 1 hat 22 in der Kalaha und 3 auf seiner Seite: Jeder Stein zählt noch.
