## /oware/strategy: four ideas, each with a position to practise against the
## computer, and a word on the endgame.

oware-strategy-title = Oware-Strategie
oware-strategy-description = Oware-Tipps mit Stellungen zum Üben: Mulden mit einem oder zwei Samen erkennen, einen Kroo aufbauen, einen Wartezug behalten und eine leere Reihe versorgen.
oware-strategy-lead = Vier Ideen, die starke Spieler im Kopf haben, jede mit einer Stellung, in der es genau darauf ankommt; probier sie gegen den Computer (Mittel) aus – du bist am Zug. Danach ein Wort zum Zählen bis zum Schluss.
oware-strategy-try = Gegen den Computer ausprobieren
oware-strategy-rules-link = So spielst du Oware
oware-strategy-history-link = Die Geschichte von Oware

## Each idea: a heading, the advice, and the caption of its board.

oware-strategy-targets-title = Zähl die Einer und Zweier
oware-strategy-targets-advice = Eine Mulde wird erbeutet, wenn dein letzter Samen sie auf 2 oder 3 bringt. Halte also Ausschau nach den Mulden deines Gegners, in denen 1 oder 2 Samen liegen. Zähl, wo jede deiner Mulden endet: Landet der letzte Samen auf so einer Mulde, erbeutest du sie, und die Mulden direkt davor ebenfalls, solange auch sie 2 oder 3 erreichen. Deine eigenen Mulden mit 1 und 2 Samen sind auf dieselbe Weise die Ziele deines Gegners: Füll sie auf oder zieh sie weg, bevor er sie holt.
oware-strategy-targets-caption = Die Mulden 1, 2 und 3 von Spieler 2 enthalten 2, 2 und 1 Samen. Deine Mulde 1 sät 8 Samen, und der letzte landet in seiner Mulde 3, die jetzt 2 enthält, während seine Mulden 2 und 1 je 3 enthalten: Alle drei werden erbeutet, 8 Samen, und keine Antwort von Spieler 2 erbeutet etwas.

oware-strategy-kroo-title = Bau einen Kroo auf
oware-strategy-kroo-advice = Eine Mulde mit 12 oder mehr Samen, von Spielern Kroo genannt, geht einmal ganz um das Brett, überspringt dabei die Mulde, aus der sie kommt, und ihre zweite Runde legt weitere Samen in die Reihe deines Gegners. Mulden mit 0 oder 1 Samen können dort auf 2 oder 3 kommen, sodass ein einziger Zug mehrere Mulden auf einmal erbeuten kann. Lass einen Kroo in Ruhe wachsen, zähl, wo sein letzter Samen landen wird, und spiel ihn, wenn die Reihe deines Gegners dünn ist. Behalte aus demselben Grund die großen Mulden deines Gegners im Auge.
oware-strategy-kroo-caption = Deine Mulde 5 enthält 17 Samen. Elf gehen einmal um das Brett; die letzten sechs fallen in deine Mulde 6 und die Mulden 1 bis 5 von Spieler 2, die danach 2, 2, 3, 3 und 2 Samen enthalten: Alle fünf werden erbeutet, 12 Samen.

oware-strategy-tempo-title = Behalte einen Wartezug
oware-strategy-tempo-advice = Sind beide Reihen dünn, verändert jeder Zug etwas: Er leert eine Mulde, gibt einen Samen hinüber oder lässt eine 1 oder 2 stehen, die dein Gegner holen kann. Eine kleine Mulde, die du säen kannst, ohne etwas herzugeben, ist ein Wartezug: Solange du einen hast, kannst du abwarten, und dein Gegner muss seine Reihe schwächen. Heb dir solche Züge auf und zähl, wie viele deinem Gegner noch bleiben.
oware-strategy-tempo-caption = Der einzelne Samen in deiner Mulde 1 ist ein Wartezug: In Mulde 2 gesät, gibt er nichts her, und danach lässt dich jeder der drei Züge von Spieler 2 erbeuten. Jeder andere Zug lässt diesen Samen in Mulde 1 liegen, wo ihn Mulde 6 von Spieler 2 erreicht und 2 Samen erbeutet.

oware-strategy-feeding-title = Gib so wenig wie möglich
oware-strategy-feeding-advice = Hat dein Gegner keine Samen, musst du einen Zug spielen, der ihm welche gibt; Züge, die auf deiner Seite bleiben, sind nicht erlaubt. Kann kein Zug ihn erreichen, endet die Partie, und du behältst die Samen deiner Reihe. Wähl unter den Zügen, die ihn versorgen, den, der am wenigsten Samen gibt, oder einen, der eine Beute vorbereitet: Jeder Samen, den du hergibst, verschafft deinem Gegner Züge, und Samen, die am Ende in seiner Reihe liegen, zählen für ihn.
oware-strategy-feeding-caption = Spieler 2 hat keine Samen. Deine Mulden 1 und 2 erreichen seine Reihe nicht und dürfen deshalb nicht gespielt werden; Mulde 3 würde ihm 6 Samen geben und Mulde 4 würde ihm 4 geben, Mulde 5 dagegen nur 1.

## The endgame: advice only, no board.

oware-strategy-endgame-title = Zähl bis fünfundzwanzig
oware-strategy-endgame-advice = Bei 48 Samen gewinnst du mit 25 erbeuteten, und 24 zu 24 ist ein Unentschieden. Zähl gegen Ende, was noch auf dem Brett liegt: Hat der Spieler am Zug keine Samen, kann er einem Gegner ohne Samen keine geben oder wiederholt sich eine Stellung, endet die Partie, und jeder bekommt die Samen seiner eigenen Reihe zu seiner Beute dazu. Behalte für diese Zählung genug Samen auf deiner Seite, und denk daran: Ein Zug, der deinem Gegner alle verbliebenen Samen nehmen würde, erbeutet hier nichts.
