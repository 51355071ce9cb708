## The lobby: the player's name, open seeks and the form that opens one.
## $mode: rated or casual.

lobby-title = Gegen Menschen spielen
lobby-loading = Wird geladen …

# Followed by a link, lobby-accepted-go.
lobby-accepted = Jemand hat dein Gesuch angenommen.
lobby-accepted-go = Zu deiner Partie
# Followed by lobby-checks-every or lobby-checks-off.
lobby-waiting = Du wartest darauf, dass jemand dein Gesuch annimmt.
lobby-checks-every = Diese Seite sieht { $seconds ->
    [one] jede Sekunde
   *[other] alle { $seconds } Sekunden
} nach und bringt dich zur Partie.
lobby-checks-off = Diese Seite sieht nicht von selbst nach.
lobby-checks-stop = Nicht mehr automatisch nachsehen
lobby-checks-start = Automatisch nachsehen
lobby-check-now = Jetzt nachsehen

# After a while with nobody: a game against the computer instead.
# $level: a level's name (home-level-medium).
lobby-offer-heading = Noch niemand
lobby-offer = Noch hat niemand dein Gesuch angenommen. Willst du solange gegen den Computer auf Stufe { $level } spielen? Dein Gesuch bleibt hier offen.
lobby-offer-play = Gegen den Computer spielen ({ $level })

lobby-play-now = Sofort spielen
lobby-play-now-intro = Eine gewertete Partie mit 4 Steinen gegen den ersten Spieler, der auf dasselbe wartet und deiner Wertung am nächsten ist; oder du wartest auf jemanden.

# A speed: "5+3" ($speed) stays as it is.
lobby-speed-live = { $speed }: { $minutes } Minuten plus { $seconds } Sekunden pro Zug
lobby-speed-days = { $days ->
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}

# The table of open seeks.
lobby-seeks-heading = Offene Gesuche
lobby-seeks-caption = Offene Gesuche, die ältesten zuerst
lobby-column-player = Spieler
lobby-column-rating = Wertung
lobby-column-game = Partie
lobby-column-seat = Spielt als
lobby-column-action = Aktion
lobby-no-seeks = Gerade gibt es keine offenen Gesuche. Eröffne eins, dann steht es hier, und andere können es annehmen.
lobby-more-seeks = { $count ->
    [one] Ein weiteres Gesuch ist offen.
   *[other] { $count } weitere Gesuche sind offen.
} Die ältesten stehen zuerst.
lobby-name-first = Wähle oben deinen Namen, um ein Gesuch anzunehmen oder selbst eins zu eröffnen.
# A player who chose no name.
lobby-anonymous = Ein Spieler
# After the visitor's own name.
lobby-you = (du)
# A player without a rating yet.
lobby-rating-new = neu
# Followed by the speed, "5+3".
lobby-seek-game = { $stones } Steine, { $mode ->
    [rated] gewertet
   *[casual] ungewertet
},
lobby-seek-game-empty-capture = { $stones } Steine, Leerfang, { $mode ->
    [rated] gewertet
   *[casual] ungewertet
},
# A correspondence speed, short.
lobby-days = { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}
lobby-seat-random = Zufällig
lobby-seat-one = Spieler 1
lobby-seat-two = Spieler 2
lobby-cancel = Zurückziehen
lobby-accept = Annehmen
# Read out on the buttons: $name is the seek's player.
lobby-cancel-label = Gesuch von { $name } zurückziehen
lobby-accept-label = Gesuch von { $name } annehmen

# The form that opens a seek.
lobby-seek-heading = Ein Gesuch eröffnen
lobby-seek-intro = Dein Angebot steht für andere in der Liste; die Partie beginnt, sobald jemand es annimmt.
lobby-speed = Tempo
lobby-ratings = Wertung
lobby-rated = Gewertet
lobby-casual = Ungewertet
lobby-your-seat = Dein Platz
lobby-seat-first = Spieler 1 (zieht zuerst)
lobby-open-seek = Gesuch eröffnen

# The visitor's name.
lobby-name-heading = Dein Name
lobby-name-intro-new = Andere Spieler sehen dich unter einem Namen deiner Wahl: Such dir vor deiner ersten Partie gegen Menschen einen aus. Ohne Anmeldung: Er gehört zu diesem Browser, und dein Geräte-Link nimmt ihn auf deine anderen Geräte mit.
lobby-name-choose = Diesen Namen wählen
lobby-name-intro = Andere Spieler sehen dich unter diesem Namen.
lobby-name-change = Namen ändern
# Followed by the name.
lobby-name-current = Dein Name:
lobby-name-label = Name
lobby-name-rules = 3 bis 20 Buchstaben, Ziffern, Leerzeichen, - oder _.

# A correspondence deadline: "Fri 11 Dec 2026, 14:15 UTC". $weekday and
# $month are the names below; $hour and $minute have two digits.
lobby-date = { $weekday }, { $day }. { $month } { $year }, { $hour }:{ $minute } UTC
lobby-monday = Mo.
lobby-tuesday = Di.
lobby-wednesday = Mi.
lobby-thursday = Do.
lobby-friday = Fr.
lobby-saturday = Sa.
lobby-sunday = So.
lobby-january = Jan.
lobby-february = Feb.
lobby-march = März
lobby-april = Apr.
lobby-may = Mai
lobby-june = Juni
lobby-july = Juli
lobby-august = Aug.
lobby-september = Sept.
lobby-october = Okt.
lobby-november = Nov.
lobby-december = Dez.

# Time left to move: "40 minutes", "5 hours 12 minutes", "2 days 3 hours".
lobby-left-minutes = { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
}
lobby-left-hours = { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
} { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
}
lobby-left-days = { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
}
