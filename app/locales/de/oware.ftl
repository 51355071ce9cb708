# Oware: das Brett, seine Züge in Worten, seine Ablehnungen und seine Optionen.

game-oware = Oware
oware-proof-caveat = In Oware beweist Experte seine Züge nur in den Endspielen, die seine Datenbank enthält, sofern der Server eine hat; ein Zug, den er stattdessen gesucht hat, ist markiert.
record-oware = Spiel: Oware; Grand Slam { $grand_slam }, Zyklen { $cycles }
# Nach „Dieser Zug ist nicht erlaubt:“.
illegal-does-not-feed = Mulde { $pit } gibt deinem Gegner keine Samen, obwohl er keine hat; du musst ihm welche geben
illegal-does-not-feed-to = Mulde { $pit } gibt keine Samen ab: du musst { $name } Samen geben, denn { $name } hat keine
illegal-grand-slam = Mulde { $pit } würde alle Samen deines Gegners erbeuten, und das verbieten diese Regeln, solange es einen anderen Zug gibt
forecast-does-not-feed = Mulde { $pit }: nicht erlaubt, du musst Samen { $owner ->
    [you] auf deine leere Seite
    [computer] auf die leere Seite des Computers
    [friend] auf die leere Seite deines Freundes
   *[other] auf die leere Seite von { $owner_name }
} bringen.
forecast-grand-slam = Mulde { $pit }: Der letzte Samen landet in { $place }; ein Grand Slam, der nichts erbeutet.

oware-move = { $who ->
    [you] Du hast
    [computer] Der Computer hat
    [friend] Dein Freund hat
   *[other] { $name } hat
} Mulde { $pit } gesät: { $count } Samen, der letzte in { $place }.
oware-captured = Erbeutet: { $captures }.
oware-capture-first = { $count } Samen aus Mulde { $pit }
oware-capture-next = { $count } aus Mulde { $pit }
oware-list = { $rest } und { $last }
oware-grand-slam = Das hätte { $owner ->
    [you] dir
    [computer] dem Computer
    [friend] deinem Freund
   *[other] { $owner_name }
} alle Samen genommen, deshalb erbeutet der Zug nichts.
oware-end-more-than-half = { $who ->
    [you] Du hast
    [computer] Der Computer hat
    [friend] Dein Freund hat
   *[other] { $name } hat
} mehr als die Hälfte der Samen erbeutet: Die Partie ist vorbei.
oware-end-no-move = { $who ->
    [you] Du kannst
    [computer] Der Computer kann
    [friend] Dein Freund kann
   *[other] { $name } kann
} keine Samen { $owner ->
    [you] auf deine leere Seite
    [computer] auf die leere Seite des Computers
    [friend] auf die leere Seite deines Freundes
   *[other] auf die leere Seite von { $owner_name }
} bringen: Die Partie ist vorbei.
oware-end-repetition = Die Stellung hat sich wiederholt: Die Partie ist vorbei.
# In einer Liste nach „Übrige Samen:“: „4 für dich und 2 für den Computer“.
oware-takes = { $count } für { $who ->
    [you] dich
    [computer] den Computer
    [friend] deinen Freund
   *[other] { $name }
}
oware-seeds-left = Übrige Samen: { $takes }.
oware-pit-label = { $owner ->
    [you] Deine Mulde { $pit }
    [computer] Mulde { $pit } des Computers
    [friend] Mulde { $pit } deines Freundes
   *[other] Mulde { $pit } von { $owner_name }
}, { $count } Samen
oware-store-label = { $owner ->
    [you] Deine Beute
    [computer] Beute des Computers
    [friend] Beute deines Freundes
   *[other] Beute von { $owner_name }
}, { $count } Samen

home-oware = Oware
home-oware-intro = Das meistgespielte Spiel der Familie: zwölf Mulden mit je vier Samen, du erbeutest Zweier und Dreier in der Reihe deines Gegners und musst ihn immer mit Samen versorgen. Spiel es gegen den Computer, du beginnst:
home-oware-same-device = Oware, zu zweit an einem Gerät
home-oware-friend = Oware mit einem Freund: Link erstellen
oware-option-grand-slam = Grand Slam:
oware-grand-slam-captures-nothing = erlaubt, erbeutet nichts
oware-grand-slam-forbidden = verboten, außer als einziger Zug
oware-option-cycles = Wiederholte Stellung:
oware-cycles-own-row = jeder bekommt die Samen seiner Reihe
oware-cycles-split = die übrigen Samen werden geteilt
home-oware-level = Oware · { $level }
home-oware-start = Oware starten

# The lobby, the watch list, the ratings and the leaderboard.
seek-refusal-game = wähle Kalah oder Oware und die Oware-Regeln aus der Liste
lobby-game = Spiel
lobby-seek-oware = Oware, { $mode ->
    [rated] gewertet
   *[casual] ungewertet
}
lobby-play-now-oware = Oware · { $speed }
watch-game-oware = Oware, { $speed }, { $mode ->
    [rated] gewertet
   *[casual] ungewertet
}, Zug { $number }
leaderboard-oware-live = Oware · Live
leaderboard-oware-correspondence = Oware · Fernpartie
profile-rating-oware-live = Oware-Live-Wertung
profile-rating-oware-correspondence = Oware-Fernpartie-Wertung
oware-family-link = Oware, das meistgespielte Spiel der Familie: Regeln, Strategie und Geschichte
home-oware-rules-link = Die Regeln von Oware, mit Beispielen

# Oware's achievements.
achievement-oware-capture = Erster Oware-Fang
achievement-oware-capture-how = Bringe in Oware mit deinem letzten Samen eine Mulde deines Gegners auf 2 oder 3 Samen.
achievement-chain-capture = Kettenfang
achievement-chain-capture-how = Erbeute in Oware mit einem Zug aus drei Mulden oder mehr.

# The board in words and what each pit would do.
oware-captures = Gefangen: { $near } { $near_count }, { $far } { $far_count }.
oware-forecast-lands = Mulde { $pit }: Der letzte Samen landet in { $place }.
oware-forecast-capture = Mulde { $pit }: Der letzte Samen landet in { $place } und erbeutet { $count ->
    [one] { $count } Samen
   *[other] { $count } Samen
}.


# A grand slam refused, the record, the page's description, quick pairing.
oware-forecast-grand-slam-forbidden = Mulde { $pit }: nicht erlaubt, der Zug würde deinem Gegner alle Samen nehmen.
oware-record-title = Oware-Partieprotokoll
oware-controls-description = Eine laufende Partie Oware: das Brett, die bisherigen Züge und wer am Zug ist.
lobby-play-now-oware-intro = Oder eine gewertete Partie Oware zu denselben Bedingungen:

# A friend's room of Oware.
room-share-title-oware = Spiel Oware mit mir
room-invited-oware = Ein Freund lädt dich zu einer Partie Oware ein. Er beginnt.

# The keyboard help of an Oware game.
oware-controls-keys-rows = vorlesen: deine Reihe, die gegnerische Reihe, die gefangenen Samen
