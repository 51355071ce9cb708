## /oware/rules: Oware's rules for a first game, each with a worked example
## drawn before and after its move. A diagram's caption is also what a
## screen reader calls its board.

oware-rules-title = So spielst du Oware
oware-rules-description = Die Oware-Regeln (auch Awale oder Awari) für deine erste Partie: Säen, die Runde ums Brett, Beute, Versorgen, Grand Slam und Spielende, mit Beispielen auf kleinen Brettdiagrammen.
oware-rules-lead = Zwei Spieler, zwölf Mulden, 48 Samen und keine Kalahas. Ihr sät die Samen reihum über das Brett, erbeutet Zweier und Dreier in der Reihe des Gegners und dürft ihn nie ganz ohne Samen lassen; wer mehr als die Hälfte erbeutet, gewinnt.

oware-rules-board-heading = Das Brett
oware-rules-board-text = Das Brett hat zwei Reihen mit je sechs Mulden. Jedem Spieler gehört die Reihe vor ihm; er nummeriert ihre Mulden von seiner linken Seite aus mit 1 bis 6. Zu Beginn liegen in jeder Mulde vier Samen, 48 insgesamt. Es gibt keine Kalahas: Jeder Spieler legt seine Beute neben das Brett. Spieler 1 beginnt.
oware-rules-board-caption = Der Anfang: vier Samen in jeder Mulde, noch keine Beute. Die Mulden von Spieler 1 sind die untere Reihe, von links nach rechts mit 1 bis 6 nummeriert; die von Spieler 2 sind die obere Reihe, von seiner linken Seite aus nummeriert, für dich also von rechts nach links. Die Zahlen neben den Reihen sind die Beute der beiden Spieler.

oware-rules-sowing-heading = Säen
oware-rules-sowing-text = Wenn du am Zug bist, wählst du eine deiner Mulden, die nicht leer ist. Du nimmst alle Samen heraus und legst gegen den Uhrzeigersinn je einen in jede folgende Mulde: entlang deiner Reihe bis Mulde 6, dann entlang der Reihe deines Gegners ab seiner Mulde 1 und immer so weiter im Kreis. Samen kommen dabei nur in Mulden.
oware-rules-sowing-before = Der Anfang. Spieler 1 sät die vier Samen aus Mulde 6.
oware-rules-sowing-after = Je ein Samen kam in die Mulden 1 bis 4 von Spieler 2, in denen jetzt 5 liegen. Mulde 6 von Spieler 1 ist leer, und Spieler 2 ist am Zug.

oware-rules-lap-heading = Einmal rund ums Brett
oware-rules-lap-text = Eine Mulde mit 12 oder mehr Samen schickt sie einmal ganz um das Brett. Die Mulde, aus der sie kommen, wird dabei übersprungen: Sie bleibt leer, und das Säen geht in der nächsten Mulde weiter.
oware-rules-lap-before = Spieler 1 sät die 12 Samen aus Mulde 1.
oware-rules-lap-after = Elf Samen kamen je einer in die elf anderen Mulden. Der zwölfte übersprang Mulde 1, die leer bleibt, und fiel in Mulde 2, in der jetzt 2 liegen.

oware-rules-capture-heading = Erbeuten
oware-rules-capture-text = Fällt dein letzter Samen in eine Mulde deines Gegners und liegen darin jetzt 2 oder 3 Samen, erbeutest du sie. Dann schaust du auf die Mulde davor: Gehört sie auch deinem Gegner und liegen darin auch 2 oder 3, erbeutest du sie ebenfalls, und so weiter rückwärts.
oware-rules-chain-before = In Mulde 1 von Spieler 2 liegen 2 Samen, in Mulde 2 einer. Spieler 1 sät die vier Samen aus Mulde 4.
oware-rules-chain-after = Der letzte Samen brachte Mulde 2 von Spieler 2 auf 2, der davor Mulde 1 auf 3. Spieler 1 hat beide erbeutet, 5 Samen, und hat jetzt 19.
oware-rules-chain-stops-text = Die Kette endet an der ersten Mulde, in der eine andere Zahl liegt oder die dir selbst gehört. Die Mulden dahinter sind sicher, auch wenn darin 2 oder 3 liegen.
oware-rules-chain-stops-before = Fast dasselbe Brett, aber in Mulde 1 von Spieler 2 liegen 4 Samen und in Mulde 4 drei. Spieler 1 sät die vier Samen aus Mulde 4.
oware-rules-chain-stops-after = In Mulde 2 lagen jetzt 2, sie wurde erbeutet; Mulde 1 kam aber auf 5, also endete die Kette dort: Spieler 1 hat nur 2 Samen erbeutet und hat jetzt 16. In Mulde 4 von Spieler 2 liegen noch 3: Die Kette hat sie nie erreicht.

oware-rules-feeding-heading = Den Gegner versorgen
oware-rules-feeding-text = Hat dein Gegner keine Samen mehr, musst du einen Zug spielen, der ihm welche gibt. Ein Zug, der seine Reihe leer lässt, ist nicht erlaubt, solange ein anderer sie erreicht. Kann das keiner deiner Züge, endet die Partie.
oware-rules-feeding-before = Spieler 2 hat keine Samen. Mulde 1 von Spieler 1 würde ihren einzigen Samen in Mulde 2 legen, in der eigenen Reihe, deshalb ist sie nicht erlaubt. Spieler 1 sät die drei Samen aus Mulde 5.
oware-rules-feeding-after = Die Samen aus Mulde 5 kamen in Mulde 6 von Spieler 1 und in die Mulden 1 und 2 von Spieler 2. Spieler 2 hat wieder Samen und ist am Zug.

oware-rules-grand-slam-heading = Der Grand Slam
oware-rules-grand-slam-text = Ein Grand Slam ist ein Zug, der alle Samen erbeuten würde, die deinem Gegner in seiner Reihe noch bleiben. Standardmäßig darfst du ihn spielen, aber er erbeutet nichts: Die Samen bleiben liegen, wo sie gelandet sind.
oware-rules-grand-slam-before = Spieler 2 hat einen Samen in Mulde 1 und zwei in Mulde 2. Spieler 1 sät die zwei Samen aus Mulde 6.
oware-rules-grand-slam-after = Der Zug hätte beide Mulden von Spieler 2 erbeutet, alle seine 5 Samen, deshalb hat er nichts erbeutet. Spieler 1 hat jetzt keine Samen, und kein Zug von Spieler 2 erreicht ihn, also ist die Partie vorbei: Spieler 2 bekommt die 5 Samen seiner Reihe dazu und gewinnt 28 zu 20.
oware-rules-grand-slam-forbidden-text = Mit der anderen Option, „verboten, außer als einziger Zug“, ist ein Grand Slam nicht erlaubt, solange du einen anderen Zug hast. Ist er dein einziger Zug, spielst du ihn, und er erbeutet nichts.
oware-rules-grand-slam-forbidden-before = Mit der Option „verboten, außer als einziger Zug“: Mulde 6 von Spieler 1 würde beide Mulden von Spieler 2 erbeuten, alle seine 5 Samen, deshalb ist sie nicht erlaubt. Spieler 1 sät den einzigen Samen aus Mulde 1.
oware-rules-grand-slam-forbidden-after = Der Samen kam in Mulde 2 von Spieler 1. Nichts wurde erbeutet, und Spieler 2 ist am Zug.

oware-rules-end-heading = Das Spielende
oware-rules-end-text = Wer mehr als 24 Samen erbeutet hat, also mehr als die Hälfte, hat gewonnen, und die Partie endet. Sie endet auch, wenn der Spieler am Zug keine Samen hat oder einem Gegner ohne Samen keine geben kann: Dann bekommt jeder Spieler die Samen seiner eigenen Reihe zu seiner Beute dazu. Wer mehr Samen hat, gewinnt; 24 zu 24 ist ein Unentschieden.

oware-rules-repetition-heading = Eine wiederholte Stellung
oware-rules-repetition-text = Kommt eine Stellung noch einmal vor, mit denselben Samen in jeder Mulde und demselben Spieler am Zug, endet die Partie. Nach dem Erbeuten liegen andere Samen auf dem Brett, also können sich nur Stellungen seit dem letzten Erbeuten wiederholen. Standardmäßig bekommt dann jeder Spieler die Samen seiner eigenen Reihe zu seiner Beute dazu.
oware-rules-repetition-before = Ein Samen für jeden, Spieler 1 ist am Zug. Spieler 1 sät den Samen aus Mulde 2; danach jagen sich die beiden Samen rund ums Brett, eine Mulde pro Zug.
oware-rules-repetition-after = Nach zwölf Zügen kam die erste Stellung wieder, also endete die Partie. Jeder Spieler bekam den Samen seiner eigenen Reihe: 24 zu 24, ein Unentschieden.

oware-rules-options-heading = Zwei Optionen
oware-rules-options-text = In zwei Punkten spielen nicht alle gleich, deshalb kannst du sie wählen, wenn du eine Partie beginnst. Standardmäßig spielen wir jeweils die erste Wahl; keine der beiden Optionen ändert eine andere Regel.
oware-rules-option-grand-slam = Grand Slam: „erlaubt, erbeutet nichts“, wie die Oware Society und PlayStrategy spielen, oder „verboten, außer als einziger Zug“, die Konvention der Awari-Forschung.
oware-rules-option-cycles = Wiederholte Stellung: „jeder bekommt die Samen seiner Reihe“, wie auf PlayStrategy, oder „die übrigen Samen werden geteilt“, zu gleichen Teilen (bei einer ungeraden Zahl bekommt keiner den letzten), wie in den veröffentlichten Awari-Datenbanken.

oware-rules-play-link = Oware spielen
oware-rules-strategy-link = Oware-Strategie
oware-rules-history-link = Die Geschichte von Oware
