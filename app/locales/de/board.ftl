## Die Partie in Worten: Seiten, Aufstellungen, Züge, Zugrecht, Ergebnisse
## und das vorgelesene Brett. Wird in den Inseln gesagt: nur Text,
## Variablen und Auswahlen über eine Variable.
##
## $who, $owner, $winner: wessen Seite — you, computer, friend, one, two
## oder named; $name, $owner_name, $winner_name enthalten den Namen der
## Seite in Worten (side-name). Computer und Freund bekommen eigene
## Varianten, wo ein Artikel oder ein Fall nötig ist.

side-name = { $who ->
    [you] Du
    [computer] Computer
    [friend] Dein Freund
    [one] Spieler 1
    [two] Spieler 2
   *[named] { $name }
}

level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
level-expert = Experte

setup-computer = gegen den Computer · { $level } · du { $seat ->
    [one] beginnst
   *[two] ziehst als Zweiter
}
setup-same-device = 2 Spieler an diesem Gerät
setup-friend = gegen einen Freund · du { $seat ->
    [one] beginnst
   *[two] ziehst als Zweiter
}
setup-named = gegen { $name } · du { $seat ->
    [one] beginnst
   *[two] ziehst als Zweiter
}
setup-watching = Zwei Freunde, du schaust zu
setup-watching-named = { $one } gegen { $two }, du schaust zu
setup-stones = { $stones } Steine
setup-stones-empty-capture = { $stones } Steine · Leerfang

game-aborted = Die Partie wurde abgebrochen: kein Ergebnis, keine Änderung der Wertung.
game-resigned = { $who ->
    [you] Du hast aufgegeben.
    [computer] Der Computer hat aufgegeben.
    [friend] Dein Freund hat aufgegeben.
   *[other] { $name } hat aufgegeben.
} { $winner ->
    [you] Du gewinnst.
    [computer] Der Computer gewinnt.
    [friend] Dein Freund gewinnt.
   *[other] { $winner_name } gewinnt.
}
game-out-of-time = { $who ->
    [you] Du hast die Bedenkzeit überschritten.
    [computer] Der Computer hat die Bedenkzeit überschritten.
    [friend] Dein Freund hat die Bedenkzeit überschritten.
   *[other] { $name } hat die Bedenkzeit überschritten.
} { $winner ->
    [you] Du gewinnst.
    [computer] Der Computer gewinnt.
    [friend] Dein Freund gewinnt.
   *[other] { $winner_name } gewinnt.
}

turn-yours = Du bist am Zug.
turn-computer = Der Computer ist am Zug.
turn-friend = Dein Freund ist am Zug.
turn-named = { $name } ist am Zug.
turn-to-move = { $name } ist am Zug.

achievement-unlocked = Erfolg freigeschaltet: { $title }.
move-unproved = Nicht bewiesen: Experte hat diesen Zug durch Suche gefunden.
status-thinking = Der Computer denkt nach…
status-sowing = Es wird gesät…

note-undone = Zug zurückgenommen.
note-redone = Zug wiederholt.
note-paused = Partie pausiert.
note-resumed = Partie fortgesetzt.
note-restarted = Die Partie hat von vorn begonnen.
note-handed-over = Dein Freund ist gegangen; der Computer ({ $level }) spielt seine Seite weiter.
note-no-first-move = { $who ->
    [you] Du hast deinen ersten Zug nicht rechtzeitig gemacht.
   *[other] { $name } hat den ersten Zug nicht rechtzeitig gemacht.
}

hint = Tipp: Säe Mulde { $pit }.
hint-ahead = Bei perfektem Spiel ab hier liegst du am Ende { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
} vorn.
hint-behind = Bei perfektem Spiel beider Seiten ab hier liegst du am Ende { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
} zurück.
hint-draw = Bei perfektem Spiel beider Seiten endet die Partie ab hier unentschieden.
hint-unsolved = (Der stärkste Zug, der in der verfügbaren Zeit gefunden wurde.)

judged = Zug { $number }: { $who ->
    [you] Du hast
    [computer] Der Computer hat
    [friend] Dein Freund hat
   *[other] { $name } hat
} Mulde { $pit } gesät, { $judgement }
judged-solving = Zug { $number }: { $who ->
    [you] Du hast
    [computer] Der Computer hat
    [friend] Dein Freund hat
   *[other] { $name } hat
} Mulde { $pit } gesät. Noch nicht bewertet: Die Stellung wird gerade gelöst.
judged-unsolved = Zug { $number }: { $who ->
    [you] Du hast
    [computer] Der Computer hat
    [friend] Dein Freund hat
   *[other] { $name } hat
} Mulde { $pit } gesät. Nicht bewertet: Die Stellung ließ sich hier in der verfügbaren Zeit nicht lösen.
judgement = Wert { $value }; { $verdict } (am besten: Mulde { $best_pit }, { $best }).
verdict-kept-win = Sieg gehalten
verdict-kept-draw = Unentschieden gehalten
verdict-best = bester möglicher Zug
verdict-lost = { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
} verschenkt

# Nach „in“ (Dativ): „letzter Stein in deiner Kalaha“.
place-pit = { $owner ->
    [you] deiner Mulde { $pit }
    [computer] Mulde { $pit } des Computers
    [friend] Mulde { $pit } deines Freundes
   *[other] Mulde { $pit } von { $owner_name }
}
place-store = { $owner ->
    [you] deiner Kalaha
    [computer] der Kalaha des Computers
    [friend] der Kalaha deines Freundes
   *[other] der Kalaha von { $owner_name }
}

move-capture = { $who ->
    [you] Du hast
    [computer] Der Computer hat
    [friend] Dein Freund hat
   *[other] { $name } hat
} Mulde { $pit } gesät und { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
} aus Mulde { $facing } erbeutet.
move-extra-turn = { $who ->
    [you] Du hast
    [computer] Der Computer hat
    [friend] Dein Freund hat
   *[other] { $name } hat
} Mulde { $pit } gesät: letzter Stein in { $place }, Extrazug.
move-landed = { $who ->
    [you] Du hast
    [computer] Der Computer hat
    [friend] Dein Freund hat
   *[other] { $name } hat
} Mulde { $pit } gesät: letzter Stein in { $place }.
move-sowed = { $who ->
    [you] Du hast
    [computer] Der Computer hat
    [friend] Dein Freund hat
   *[other] { $name } hat
} Mulde { $pit } gesät.
swept = { $count ->
    [one] { $count } Stein geht
   *[other] { $count } Steine gehen
} in { $owner ->
    [you] deine Kalaha
    [computer] die Kalaha des Computers
    [friend] die Kalaha deines Freundes
   *[other] die Kalaha von { $owner_name }
}
game-over = Eine Seite ist leer: Die Partie ist vorbei.
game-over-swept = Eine Seite ist leer: Die Partie ist vorbei; { $swept }.
game-over-swept-both = Eine Seite ist leer: Die Partie ist vorbei; { $first } und { $second }.

result-draw = Unentschieden, { $one } zu { $two }.
result-win = { $who ->
    [you] Du gewinnst
    [computer] Der Computer gewinnt
    [friend] Dein Freund gewinnt
   *[other] { $name } gewinnt
} mit { $score } zu { $other_score }.

pit-label = { $owner ->
    [you] Deine Mulde { $pit }
    [computer] Mulde { $pit } des Computers
    [friend] Mulde { $pit } deines Freundes
   *[other] Mulde { $pit } von { $owner_name }
}, { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
}
store-label = { $owner ->
    [you] Deine Kalaha
    [computer] Kalaha des Computers
    [friend] Kalaha deines Freundes
   *[other] Kalaha von { $owner_name }
}, { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
}
pits-label = Bedienung per Schaltflächen: Mulden und Kalahas
pit-last-move = (letzter Zug)
side-label = S{ $number } · { $name }

outcome-draws = spielt unentschieden
outcome-wins = gewinnt mit { $count }
outcome-loses = verliert mit { $count }

span-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
span-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
span-seconds = { $count ->
    [one] { $count } Sekunde
   *[other] { $count } Sekunden
}

## Das Brett in Worten (zum Vorlesen).

readouts-summary = Das Brett in Worten
row = { $owner ->
    [you] Deine Reihe
    [computer] Reihe des Computers
    [friend] Reihe deines Freundes
   *[other] Reihe von { $owner_name }
}, Mulde 1 bis 6: { $counts }.
stores = Kalahas: { $near } { $near_count }, { $far } { $far_count }.
forecast-over = Die Partie ist vorbei.
forecast-empty = Mulde { $pit } ist leer.
forecast-lands = Mulde { $pit }: Der letzte Stein landet in { $place }.
forecast-capture = Mulde { $pit }: Der letzte Stein landet in { $place } und erbeutet { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
}.
forecast-extra-turn = Mulde { $pit }: Der letzte Stein landet in { $place }, Extrazug.
forecast-ends = Damit endet die Partie.
forecasts-heading = Was jede { $owner ->
    [you] deiner Mulden
    [computer] Mulde des Computers
    [friend] Mulde deines Freundes
   *[other] Mulde von { $owner_name }
} bewirken würde
last-move = Letzter Zug: { $move }
last-move-none = Kein Zug seit Beginn der Partie oder dem letzten Zurücknehmen.

## Die Erfolge.

achievement-first-sow = Erste Saat
achievement-extra-turn = Extrazug
achievement-capture = Erste Beute
achievement-finished = Partie beendet
achievement-win-vs-computer = Den Computer besiegt
achievement-fresh-hard-win = Glatter Sieg auf Schwer oder Experte
achievement-clean-win = Sauberer Sieg
achievement-three-levels = Drei Stufen
achievement-first-sow-how = Säe zum ersten Mal eine Mulde.
achievement-extra-turn-how = Beende eine Saat in deiner Kalaha und erhalte einen Extrazug.
achievement-capture-how = Erbeute Steine, indem dein letzter Stein in einer deiner leeren Mulden landet.
achievement-finished-how = Spiele eine Partie zu Ende.
achievement-win-vs-computer-how = Gewinne eine Partie gegen den Computer.
achievement-fresh-hard-win-how = Gewinne auf Schwer oder Experte ohne Zurücknehmen oder Neustart.
achievement-clean-win-how = Gewinne gegen den Computer ohne Zurücknehmen oder Neustart.
achievement-three-levels-how = Gewinne ohne Zurücknehmen oder Neustart gegen drei verschiedene Stufen.
