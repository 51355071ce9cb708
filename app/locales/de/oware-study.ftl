# A finished Oware game's analysis page.
oware-analysis-intro = Jeder Zug mit seinem Wert bei perfektem Spiel beider Seiten ab diesem Zug, wie ihn die Oware-Endspieldatenbank beweist: der Unterschied zwischen der Beute der beiden Spieler, wenn alle verbliebenen Samen ausgespielt sind, aus Sicht des Spielers, der gezogen hat (die Partie selbst endet, sobald jemand 25 Samen hat, was am Sieger nie etwas ändert). Die Datenbank rechnet von jeder Stellung aus, als ginge ihr nichts voraus. Hängt der Wert davon ab, wie eine wiederholte Stellung gewertet wird, nennt sie die beiden Werte, zwischen denen er liegt.
oware-analysis-summary = { $judged } von { $total } Zügen von der Endspieldatenbank bewertet. { $losing } davon haben Samen verschenkt (insgesamt mindestens { $lost }).
oware-analysis-unproved = Die übrigen { $count } wurden mit mehr als { $seeds } Samen auf dem Brett gespielt, jenseits der Datenbank: nicht bewiesen.
oware-analysis-no-database = Dieser Server hat keine Oware-Endspieldatenbank für diese Regeln, oder sie ist noch nicht bereit, daher ist kein Zug bewiesen.
oware-judged-unproved = Zug { $number }: { $who ->
    [you] Du hast
    [computer] Der Computer hat
    [friend] Dein Freund hat
   *[other] { $name } hat
} Mulde { $pit } gesät. Nicht bewiesen: Es lagen mehr Samen auf dem Brett, als die Endspieldatenbank enthält.
oware-judgement = Wert { $worth }; { $verdict } (am besten: Mulde { $best_pit }, { $best }).
oware-verdict-lost = { $count ->
    [one] { $count } Samen
   *[other] { $count } Samen
} verschenkt
oware-verdict-lost-at-least = mindestens { $count ->
    [one] { $count } Samen
   *[other] { $count } Samen
} verschenkt, unabhängig von der Regel für wiederholte Stellungen
oware-verdict-depends = ob es der beste Zug war, hängt von der Regel für wiederholte Stellungen ab
oware-worth-between = zwischen { $least } und { $greatest }

# Oware's analysis board.
oware-study-title = Oware-Analysebrett
oware-study-description = Stelle eine beliebige Oware-Stellung auf und sieh, was jeder Zug wert ist, wo die Endspieldatenbank es beweist.
oware-study-link = Oware-Analysebrett: was jeder Zug im Endspiel wert ist
oware-study-value = { $player } ist am Zug. Bei perfektem Spiel beider Seiten gilt: { $player } { $outcome } (der Unterschied zwischen der Beute der beiden Spieler, wenn alle Samen ausgespielt sind).
oware-study-value-between = { $player } ist am Zug. Bei perfektem Spiel beider Seiten liegt { $player } am Ende zwischen { $least } und { $greatest } Samen vorn, je nachdem, wie eine wiederholte Stellung gewertet wird (der Unterschied zwischen der Beute der beiden Spieler, wenn alle Samen ausgespielt sind).
oware-study-proved = Jeder Zug ist von der Endspieldatenbank bewiesen.
oware-study-unproved = Nicht bewiesen: In dieser Stellung liegen mehr Samen auf dem Brett, als die Endspieldatenbank enthält ({ $seeds }).
oware-study-no-database = Nicht bewiesen: Dieser Server hat keine Oware-Endspieldatenbank für diese Regeln, oder sie ist noch nicht bereit.
oware-study-worth-best = Wert { $worth }, der beste
oware-study-worth = Wert { $worth }
oware-study-not-proved = nicht bewiesen
oware-study-does-capture = erbeutet { $count ->
    [one] { $count } Samen
   *[other] { $count } Samen
}
oware-study-does-lands = der letzte Samen landet in { $place }
oware-study-does-end = beendet die Partie, { $score } zu { $other_score }
oware-study-position = Stellung (15 Zahlen oder der Text von PlayStrategy)
oware-study-submit = Diese Stellung untersuchen
oware-study-setup-heading = Eine Oware-Stellung aufstellen
oware-study-setup-help = Fünfzehn Zahlen: die Mulden 1 bis 6 und die Beute von Spieler 1, die Mulden 1 bis 6 und die Beute von Spieler 2, dann wer am Zug ist (1 oder 2). Die Anfangsstellung ist 4,4,4,4,4,4,0,4,4,4,4,4,4,0,1.
oware-study-mistake = Diese Stellung lässt sich nicht untersuchen: { $why }

# A hint in Oware.
oware-hint-ahead = Bei perfektem Spiel ab hier hast du am Ende { $count ->
    [one] { $count } Samen
   *[other] { $count } Samen
} mehr erbeutet, wenn alle Samen ausgespielt sind.
oware-hint-behind = Bei perfektem Spiel beider Seiten ab hier hast du am Ende { $count ->
    [one] { $count } Samen
   *[other] { $count } Samen
} weniger erbeutet, wenn alle Samen ausgespielt sind.
oware-hint-draw = Bei perfektem Spiel beider Seiten ab hier erbeuten am Ende beide gleich viel.
oware-hint-between = Bei perfektem Spiel beider Seiten ab hier hast du am Ende zwischen { $least } und { $greatest } Samen mehr erbeutet, wenn alle Samen ausgespielt sind, je nachdem, wie eine wiederholte Stellung gewertet wird.
oware-hint-unproved = (Der stärkste Zug, der in der verfügbaren Zeit gefunden wurde: nicht bewiesen.)
