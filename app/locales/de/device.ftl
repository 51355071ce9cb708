## Auf einem anderen Gerät weiterspielen (/device) und die Seite des Links
## auf dem anderen Gerät (/link/…).

device-title = Auf einem anderen Gerät weiterspielen
device-loading = Dein Link wird geladen …
device-play-first = Spiel zuerst eine Partie: Der Link nimmt deine Partien auf ein anderes Gerät mit.
device-start-game = Partie starten
device-open-link = Öffne diesen Link auf deinem Handy oder einem anderen Computer, um deine Partien dort genau an der Stelle fortzusetzen, an der sie stehen.
device-keep-private = Behalte ihn für dich: Wer diesen Link hat, kann als du spielen.
device-link-label = Link:
device-qr-alt = QR-Code des Links oben
device-new-link = Neuen Link erstellen
device-new-link-note = Ein neuer Link ersetzt diesen: Der alte Link funktioniert nicht mehr, und deine anderen Geräte werden abgemeldet, außer du behältst sie.
device-keep-devices = Meine anderen Geräte angemeldet lassen
device-devices-heading = Als du angemeldete Geräte
device-unknown-browser = ein Browser, der seinen Namen nicht sagte
device-this-one = (dieses)
device-column-browser = Browser
device-column-first = Zuerst gesehen
device-column-last = Zuletzt gesehen
device-sign-out-others = Alle anderen Geräte abmelden
device-sign-out-this = Dieses Gerät abmelden
device-sign-out-note = Ein abgemeldetes Gerät verliert seine Sitzung sofort: Seine nächste Seite beginnt neu, ohne deine Partien. Nutze es, wenn jemand anderes deinen Link hat.

device-here-title = Deine Partien hier fortsetzen
device-here-intro = Dieser Link bringt Partien von einem anderen Gerät mit. Spiel sie auf diesem Gerät weiter; dieser Browser teilt dann die Partien und Erfolge dieses Spielers.
device-continue-here = Hier weiterspielen
device-switch-warning = Dieser Browser spielt schon als ein anderer Spieler, mit { $games ->
    [one] einer Partie
   *[other] { $games } Partien
}. Wenn du hier weitermachst, wechselt er zum Spieler dieses Links.
device-way-back = Um zum jetzigen Spieler zurückzukehren, behalte seinen eigenen Link:
device-switch-here = Zum Spieler dieses Links wechseln
