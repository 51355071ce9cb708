## Die Raumseite: gegen einen Freund (oder jemanden aus der Lobby) über
## einen Link spielen. Namen werden nie übersetzt.

room-loading = Raum wird geladen…
room-play-friend = Gegen einen Freund spielen
room-title-game = Partie { $setup }
room-title-first = Partie gegen { $name } · du beginnst
room-title-second = Partie gegen { $name } · { $name } beginnt
room-title-watching = { $first } gegen { $second }
room-not-found = Raum nicht gefunden
room-unavailable = Der Raum kann nicht angezeigt werden
room-start-new = Neue Partie starten

room-host-invite = Schicke diesen Link deinem Freund. Die Partie beginnt, sobald er ihn öffnet und beitritt; du beginnst.
room-link = Link:
room-copy-link = Link kopieren
room-share = Teilen
room-link-copied = Link kopiert.
room-share-title = Spiel Kalah mit mir
room-waiting = Warte, bis dein Freund beitritt…
room-invited = Ein Freund lädt dich zu einer Partie Kalah ein. Er beginnt.
room-join = Beitreten

room-heading = Raum
room-presence-friend = { $connected ->
    [yes] Dein Freund ist online.
   *[no] Dein Freund ist nicht online.
}
room-presence-named = { $connected ->
    [yes] { $name } ist online.
   *[no] { $name } ist nicht online.
}
room-watching = Du schaust zu.
room-watching-friends = Du schaust zu. Spieler 1 ist { $first ->
    [yes] online
   *[no] nicht online
}, Spieler 2 ist { $second ->
    [yes] online
   *[no] nicht online
}.
room-play-again = Eine neue { $speed }-Partie suchen
room-rematch = Revanche (Seiten tauschen)
room-rematch-asked-friend = Revanche angefragt. Warte, bis dein Freund annimmt…
room-rematch-asked-named = Revanche angefragt. Warte, bis { $name } annimmt…
room-rematch-offered-friend = Dein Freund möchte eine Revanche mit getauschten Seiten.
room-rematch-offered-named = { $name } möchte eine Revanche mit getauschten Seiten.
room-accept-rematch = Revanche annehmen
room-friend-away = Dein Freund ist seit über { $away } weg. Du kannst die Partie gegen den Computer ({ $level }) zu Ende spielen.
room-continue = Gegen Computer weiter

room-rating-new = neu
room-rating-provisional = { $rating }, vorläufig
room-players = Spieler 1: { $first } ({ $first_rating }). Spieler 2: { $second } ({ $second_rating }). { $speed }, { $rated ->
    [yes] gewertet
   *[no] ungewertet
}.
room-ratings = Wertungen: { $changes }.
room-deadline = { $name } muss bis { $date } ziehen (noch { $left }).
room-score = Partien hier: { $first } { $first_points }, { $second } { $second_points }.

room-check-now = Gegnerzug abrufen
room-check-automatically = Automatisch abrufen
room-stop-checking = Nicht mehr automatisch abrufen
room-checks-every = Diese Seite lädt sich { $seconds ->
    [one] jede Sekunde
   *[other] alle { $seconds } Sekunden
} selbst neu.
room-checks-never = Diese Seite lädt sich nicht selbst neu.
room-arena = Eine Partie des Turniers
room-arena-next = Nächste Partie in { $seconds } Sekunden, vom Turnier.
room-arena-pause = Pause: keine nächste Partie
room-arena-back = Zurück zum Turnier { $name }
room-berserk = Berserk: halbe Zeit, kein Zuschlag, ein Punkt mehr für einen Sieg
room-berserked = { $name } spielt Berserk.
room-house-bot = Haus-Bot
room-title-house-bot = { $name } gegen den Haus-Bot
room-presence-house-bot = Der Haus-Bot antwortet sofort; nur deine Uhr läuft.
